import { style } from '@vanilla-extract/css';
import { media } from './theme/breakpoints.ts';
import { vars } from './theme/theme.css.ts';

export const fieldset = style({ border: 'none', margin: `0 0 ${vars.space.md}`, padding: 0, minWidth: 0 });
export const legend = style({ fontSize: vars.fontSize.sm, fontWeight: 500, letterSpacing: '0.03em', padding: 0, marginBottom: vars.space.xs });
export const options = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' } },
});
export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  padding: vars.space.md,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  transition: `border-color ${vars.duration.quick} ease`,
  selectors: { '&:has(input:checked)': { borderColor: vars.color.accentStrong, boxShadow: `inset 0 0 0 1px ${vars.color.accentStrong}` } },
});
export const radio = style({ accentColor: vars.color.brand, width: '1.125rem', height: '1.125rem', marginTop: '0.125rem', flexShrink: 0 });
export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const label = style({ fontWeight: 500 });
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: `${vars.space.xs} 0 0` });
