import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/breakpoints.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

export const empty = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  color: vars.color.inkMuted,
  textAlign: 'center',
  padding: `${vars.space.xl} ${vars.space.md}`,
  margin: 0,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, borderTop: `1px solid ${vars.color.line}` });

export const line = style({
  display: 'grid',
  gridTemplateColumns: '72px 1fr auto',
  gridTemplateAreas: `"image info remove" "image qty qty"`,
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.line}`,
  '@media': {
    [media.md]: {
      gridTemplateColumns: '96px 1fr auto auto',
      gridTemplateAreas: `"image info qty remove"`,
      columnGap: vars.space.lg,
    },
  },
});

export const imageLink = style({ gridArea: 'image', display: 'block', borderRadius: vars.radius.md, overflow: 'hidden', background: vars.color.surfaceMuted });
export const image = style({ width: '100%', aspectRatio: '1', objectFit: 'cover' });
export const info = style({ gridArea: 'info', minWidth: 0 });
export const name = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, margin: 0, overflowWrap: 'anywhere' });
export const price = style({ color: vars.color.inkMuted, margin: `${vars.space.xxs} 0 0`, fontVariantNumeric: 'tabular-nums' });
export const qty = style({ gridArea: 'qty' });
export const remove = style({
  gridArea: 'remove',
  width: vars.size.touch,
  height: vars.size.touch,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.inkMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.dangerSurface, color: vars.color.danger } },
});

export const summary = style({ margin: `${vars.space.lg} 0 0`, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: vars.space.xxs });
export const summaryLabel = style({ margin: 0, color: vars.color.inkMuted });
export const summaryValue = style({ margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const totalLabel = style({ margin: `${vars.space.xs} 0 0`, fontFamily: vars.font.display, fontSize: vars.fontSize.xl });
export const totalValue = style([summaryValue, { marginTop: vars.space.xs, fontFamily: vars.font.display, fontSize: vars.fontSize.xl }]);

export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  marginTop: vars.space.xl,
  '@media': { [media.sm]: { flexDirection: 'row', justifyContent: 'flex-end' } },
});
export const shippingNote = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
