import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

export const bar = style({
  display: 'flex',
  gap: vars.space.lg,
  marginTop: `calc(-1 * ${vars.space.md})`,
  marginBottom: vars.space.xl,
  borderBottom: `1px solid ${vars.color.line}`,
  overflowX: 'auto',
});
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.color.inkMuted,
  textDecoration: 'none',
  borderBottom: '2px solid transparent',
  marginBottom: '-1px',
  selectors: { '&:hover': { color: vars.color.ink } },
});
export const active = style({ color: vars.color.ink, borderBottomColor: vars.color.brand });
