import { keyframes, style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/breakpoints.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

export const frame = style({
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxxl}`,
  '@media': { [media.md]: { padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxxl}` } },
});

export const nav = style({ marginBottom: vars.space.xl, borderBottom: `1px solid ${vars.color.line}` });
export const tabs = style({ display: 'flex', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none', overflowX: 'auto' });
export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '48px',
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.14em',
  whiteSpace: 'nowrap',
  '@media': { [media.md]: { padding: `0 ${vars.space.lg}` } },
  textTransform: 'uppercase',
  textDecoration: 'none',
  color: vars.color.inkMuted,
  borderBottom: '2px solid transparent',
  marginBottom: '-1px',
  selectors: {
    '&:hover': { color: vars.color.ink },
    '&[aria-current="page"]': { color: vars.color.ink, borderBottomColor: vars.color.accentStrong },
  },
});

const shimmer = keyframes({ from: { opacity: 0.55 }, to: { opacity: 1 } });
const block = {
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  animation: `${shimmer} 900ms ease-in-out infinite alternate`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
} as const;

export const pending = style({ display: 'grid', gap: vars.space.sm });
export const skeletonTitle = style({ ...block, height: '2.5rem', width: 'min(18rem, 70%)', marginBottom: vars.space.lg });
export const skeletonRow = style({ ...block, height: '64px' });
