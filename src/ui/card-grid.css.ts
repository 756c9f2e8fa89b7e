// The columns scent cards sit in (the catalogue, its skeleton, the saved scents): one on a phone,
// up to four on a wide screen, so a card looks the same wherever it shows.
import { style } from '@vanilla-extract/css';
import { media } from './theme/breakpoints.ts';
import { vars } from './theme/theme.css.ts';

export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xl },
    [media.xl]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});
