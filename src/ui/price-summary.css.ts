import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css.ts';

export const box = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.soft,
  padding: vars.space.lg,
});
export const title = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space.md });
export const list = style({ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: vars.space.xs, margin: 0 });
export const label = style({ margin: 0, color: vars.color.inkMuted });
export const value = style({ margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const totalLabel = style({
  margin: `${vars.space.xs} 0 0`,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.line}`,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
});
export const totalValue = style([
  value,
  {
    margin: `${vars.space.xs} 0 0`,
    paddingTop: vars.space.sm,
    borderTop: `1px solid ${vars.color.line}`,
    fontFamily: vars.font.display,
    fontSize: vars.fontSize.xl,
  },
]);
