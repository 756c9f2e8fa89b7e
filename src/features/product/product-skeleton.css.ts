import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { media } from '#src/ui/theme/breakpoints.ts';

const shimmer = keyframes({ '0%': { backgroundPosition: '100% 0' }, '100%': { backgroundPosition: '-100% 0' } });

export const bone = style({
  display: 'block',
  borderRadius: vars.radius.md,
  background: `linear-gradient(90deg, ${vars.color.surfaceMuted} 25%, ${vars.color.canvas} 50%, ${vars.color.surfaceMuted} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.6s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
