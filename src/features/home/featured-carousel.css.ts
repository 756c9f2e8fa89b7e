import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { media } from '#src/ui/theme/breakpoints.ts';
import { ONE_PER_SLIDE_MAX_PX, TWO_PER_SLIDE_MAX_PX } from './slides-per-view.ts';

export const section = style({
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space.xxxl} ${vars.space.md}`,
  '@media': { [media.md]: { padding: `${vars.space.xxxl} ${vars.space.xl}` } },
});
export const head = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
});
export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.28em',
  textTransform: 'uppercase',
  color: vars.color.accentStrong,
});
export const title = style({ marginTop: vars.space.xs, fontSize: vars.fontSize.xxl, fontWeight: 400 });
export const controls = style({ display: 'flex', gap: vars.space.xs, flexShrink: 0 });
export const arrow = style({
  width: vars.size.touch,
  height: vars.size.touch,
  display: 'grid',
  placeItems: 'center',
  border: `1px solid ${vars.color.ink}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.ink,
  cursor: 'pointer',
  transition: `background ${vars.duration.quick}, color ${vars.duration.quick}`,
  selectors: { '&:hover': { background: vars.color.ink, color: vars.color.canvas } },
});
export const viewport = style({
  // Clipped, never scrollable: slides move by the track's transform only. With 'hidden' the box
  // can still be scrolled by the browser (revealing a focused or searched-for card in another
  // slide), which shifts the slide on show out of sight.
  overflow: ['hidden', 'clip'],
  borderRadius: vars.radius.lg,
  // Room for the cards' shadow and hover lift inside the clipped area.
  padding: `${vars.space.xs} ${vars.space.xxs} ${vars.space.lg}`,
  margin: `0 calc(-1 * ${vars.space.xxs})`,
  touchAction: 'pan-y',
});
export const track = style({
  display: 'flex',
  transition: 'transform 500ms cubic-bezier(0.22, 0.61, 0.36, 1)',
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
export const slide = style({
  flex: '0 0 100%',
  minWidth: 0,
  display: 'grid',
  gap: vars.space.lg,
  padding: `0 ${vars.space.xxs}`,
});
export const dots = style({ display: 'flex', justifyContent: 'center', gap: vars.space.xxs, marginTop: vars.space.md, minHeight: '24px' });
export const dot = style({
  width: vars.size.touch,
  height: '24px',
  display: 'grid',
  placeItems: 'center',
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  padding: 0,
  selectors: {
    '&::before': {
      content: '""',
      width: '28px',
      height: '2px',
      borderRadius: vars.radius.pill,
      background: vars.color.line,
      transition: `background ${vars.duration.quick}`,
    },
    '&[aria-current="true"]::before': { background: vars.color.ink },
  },
});
export const empty = style({ color: vars.color.inkMuted });

// The first slide before the window is measured (the server's page, hydration): 1, 2 or 3 cards
// across by the same breakpoints as slides-per-view.ts, the others hidden.
const twoUp = `screen and (min-width: ${ONE_PER_SLIDE_MAX_PX + 1}px)`;
const threeUp = `screen and (min-width: ${TWO_PER_SLIDE_MAX_PX + 1}px)`;
export const slideByMedia = style({
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [twoUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [threeUp]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
globalStyle(`${slideByMedia} > :nth-child(n + 2)`, { display: 'none' });
globalStyle(`${slideByMedia} > :nth-child(2)`, { '@media': { [twoUp]: { display: 'block' } } });
globalStyle(`${slideByMedia} > :nth-child(3)`, { '@media': { [threeUp]: { display: 'block' } } });
