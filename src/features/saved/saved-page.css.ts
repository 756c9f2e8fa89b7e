import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

export const page = style({ maxWidth: '80rem', margin: '0 auto', padding: `${vars.space.xxl} ${vars.space.md} ${vars.space.xxxl}` });
// The catalogue's columns, so a saved card looks as it did where it was hearted.
export { cardGrid as grid } from '#src/ui/card-grid.css.ts';
export const item = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });
export const price = style({ margin: 0, fontFamily: vars.font.display, fontSize: vars.fontSize.lg, fontVariantNumeric: 'tabular-nums' });
export const soldOut = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 500 });
export const empty = style({ display: 'grid', gap: vars.space.sm, padding: `${vars.space.xl} 0`, color: vars.color.inkMuted });
export const emptyTitle = style({ margin: 0, fontFamily: vars.font.display, fontSize: vars.fontSize.xl, color: vars.color.ink });
