import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

export const count = style({
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.08em',
  color: vars.color.inkMuted,
});

export const empty = style({
  maxWidth: '32rem',
  margin: `${vars.space.xxl} auto`,
  textAlign: 'center',
});
export const emptyMark = style({ margin: '0 auto', color: vars.color.accent });
export const emptyTitle = style({ marginTop: vars.space.md, fontSize: vars.fontSize.xxl, fontWeight: 400 });
export const emptyText = style({ color: vars.color.inkMuted });
export const emptyActions = style({ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.lg });
export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.brandInk,
  textDecoration: 'none',
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.06em',
});
export const secondary = style([action, { background: 'transparent', color: vars.color.ink }]);

export const currencyNote = style({ margin: `${vars.space.lg} 0 0`, textAlign: 'center', color: vars.color.inkMuted, fontSize: vars.fontSize.sm });
