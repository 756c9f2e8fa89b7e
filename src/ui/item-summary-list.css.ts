import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css.ts';

// Sized by its own width (a narrow summary column or a wide order page), not the window's.
export const list = style({ listStyle: 'none', margin: 0, padding: 0, borderTop: `1px solid ${vars.color.line}`, containerType: 'inline-size' });
export const item = style({
  display: 'grid',
  gridTemplateColumns: '56px 1fr',
  gridTemplateAreas: `"image name" "image amount"`,
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.line}`,
  '@container': {
    '(min-width: 32rem)': { gridTemplateColumns: '64px 1fr auto', gridTemplateAreas: `"image name amount"` },
  },
});
export const image = style({
  gridArea: 'image',
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const name = style({
  gridArea: 'name',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const amount = style({ gridArea: 'amount', color: vars.color.inkMuted, fontVariantNumeric: 'tabular-nums' });
