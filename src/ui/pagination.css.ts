import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css.ts';

export const nav = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.xl });
export const list = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.xs, padding: 0, margin: 0, listStyle: 'none' });
export const link = style({
  display: 'grid',
  placeItems: 'center',
  minWidth: vars.size.touch,
  height: vars.size.touch,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  textDecoration: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:hover': { borderColor: vars.color.accentStrong },
    '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.brandInk },
  },
});
