import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { media } from '#src/ui/theme/breakpoints.ts';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.soft,
  transition: `transform 300ms ease, box-shadow 300ms ease`,
  // A card out of view is not laid out or painted until it comes near (a page of the catalogue
  // is 12–40 cards; laying them all out cost ~100 ms of a phone's main thread while the first
  // screen was loading). Until then it holds about a card's height; once drawn, its own. Only
  // the height: an intrinsic width would widen a one-column grid past a phone's screen.
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 520px',
  selectors: {
    '&:hover': { transform: 'translateY(-3px)', boxShadow: vars.shadow.lifted },
    '&:focus-within': { boxShadow: vars.shadow.lifted },
  },
  '@media': { [media.reducedMotion]: { transition: 'none', selectors: { '&:hover': { transform: 'none' } } } },
});

export const imageFrame = style({
  position: 'relative',
  aspectRatio: '4 / 5',
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: 'transform 600ms ease',
  selectors: { [`${card}:hover &`]: { transform: 'scale(1.04)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const heart = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  zIndex: 2,
  width: vars.size.touch,
  height: vars.size.touch,
  display: 'grid',
  placeItems: 'center',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'rgba(255, 253, 249, 0.86)',
  color: vars.color.ink,
  cursor: 'pointer',
  transition: `transform ${vars.duration.quick}`,
  selectors: {
    '&:hover': { transform: 'scale(1.08)' },
    '&[aria-pressed="true"]': { color: vars.color.danger },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
  flex: 1,
});

export const brand = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.18em',
  textTransform: 'uppercase',
  color: vars.color.accentStrong,
});

export const name = style({ fontSize: vars.fontSize.xl, fontWeight: 500 });

export const concentration = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted, fontStyle: 'italic' });

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
});

export const icons = style({ display: 'inline-flex', gap: vars.space.xs, color: vars.color.ink });

export const occasion = style({
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.xs,
  color: vars.color.ink,
});

export const details = style({
  marginTop: 'auto',
  paddingTop: vars.space.md,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  textDecoration: 'none',
  color: vars.color.ink,
  // The link stretches over the card so the whole card opens the scent; the heart sits above.
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1, borderRadius: vars.radius.lg },
    '&:hover': { color: vars.color.accentStrong },
  },
});

export const detailsLine = style({
  display: 'inline-block',
  borderBottom: `1px solid ${vars.color.accent}`,
  paddingBottom: '2px',
});
