import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginBottom: vars.space.md, minWidth: 0 });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 500, letterSpacing: '0.03em' });
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.inkMuted, margin: 0 });
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  paddingLeft: vars.space.md,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.line}`,
  fontSize: vars.fontSize.sm,
});
export const remove = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.inkMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.danger } },
});
export const entry = style({ display: 'flex', gap: vars.space.xs });
export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&:focus': { borderColor: vars.color.accentStrong },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const add = style({
  minHeight: vars.size.touch,
  minWidth: '64px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.ink}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.4, cursor: 'not-allowed' } },
});
