import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 500 });
export const stars = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  width: 'fit-content',
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  selectors: {
    // The radios themselves are invisible; show the keyboard focus on the stars instead.
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const star = style({ position: 'relative', display: 'inline-flex', lineHeight: 0 });
// A transparent radio laid over each star: the star is what the shopper clicks.
export const fullRadio = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
