import { style } from '@vanilla-extract/css';
import { STAR_PATH } from './star-geometry.ts';
import { vars } from './theme/theme.css.ts';

const starImage = `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${STAR_PATH}"/></svg>`)}")`;

// The read-only stars are one element: five star shapes cut out of it (a mask repeated with the
// gap spaced between them) over a gold-then-grey background. Drawn as five SVGs each with its gold
// copy on top, a catalogue page's eight cards were 240 of its 606 elements, each parsed, styled,
// laid out, painted and hydrated on a phone's first visit.
export const stars = style({
  display: 'inline-block',
  flex: 'none',
  maskImage: starImage,
  WebkitMaskImage: starImage,
  maskRepeat: 'space no-repeat',
  WebkitMaskRepeat: 'space no-repeat',
  maskPosition: '0 0',
  WebkitMaskPosition: '0 0',
  // The page's own colours in forced-colours mode too: the rating is in the name (role="img").
  forcedColorAdjust: 'none',
});

export const star = style({ position: 'relative', display: 'inline-block', color: vars.color.accent });
export const empty = style({ color: vars.color.line });
export const fill = style({ position: 'absolute', inset: 0, overflow: 'hidden', color: vars.color.accent });

export const colors = { gold: vars.color.accent, grey: vars.color.line };
