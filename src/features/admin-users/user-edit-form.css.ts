import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/breakpoints.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

export const form = style({
  maxWidth: '34rem',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.soft,
  '@media': { [media.md]: { padding: vars.space.xl } },
});
export const check = style({ marginBottom: vars.space.lg });
export const checkRow = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, minHeight: vars.size.touch, cursor: 'pointer' });
export const checkbox = style({
  width: '22px',
  height: '22px',
  margin: 0,
  accentColor: vars.color.accentStrong,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
