import { keyframes, style } from '@vanilla-extract/css';
import { media } from './theme/breakpoints.ts';
import { vars } from './theme/theme.css.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 0.55 }, '50%': { opacity: 1 } });

export const page = style({
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
export const shimmer = style({
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
export const title = style({ height: '2.75rem', width: 'min(22rem, 70%)' });
export const block = style({ height: '7rem' });
