import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const label = style({
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  color: vars.color.inkMuted,
});
export const row = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  paddingLeft: vars.space.md,
  transition: `border-color ${vars.duration.quick}`,
  selectors: { '&:focus-within': { borderColor: vars.color.accentStrong } },
});
export const glass = style({ flexShrink: 0, color: vars.color.inkMuted });
export const input = style({
  flex: 1,
  minWidth: 0,
  height: '42px',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  background: 'transparent',
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.inkMuted } },
});
export const submit = style({
  flexShrink: 0,
  height: '36px',
  margin: '3px',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.brandInk,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.06em',
});
