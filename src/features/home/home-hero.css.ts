import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { media } from '#src/ui/theme/breakpoints.ts';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  background: `radial-gradient(90% 120% at 80% 30%, #efe3d2 0%, ${vars.color.canvas} 60%)`,
  borderBottom: `1px solid ${vars.color.line}`,
});
export const inner = style({
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.xxl,
  alignItems: 'center',
  '@media': {
    [media.md]: { padding: `${vars.space.xxxl} ${vars.space.xl}` },
    [media.lg]: { gridTemplateColumns: '1.05fr 1fr', minHeight: '560px' },
  },
});
export const text = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.lg });
export const eyebrow = style({
  margin: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.3em',
  textTransform: 'uppercase',
  color: vars.color.accentStrong,
  selectors: { '&::before': { content: '""', width: '32px', height: '1px', background: vars.color.accent } },
});
export const title = style({
  fontSize: 'clamp(2.6rem, 6.5vw, 4.75rem)',
  fontWeight: 400,
  lineHeight: 1.02,
  letterSpacing: '-0.01em',
});
export const titleAccent = style({ fontStyle: 'italic', color: vars.color.accentStrong });
export const lead = style({ margin: 0, maxWidth: '32rem', fontSize: vars.fontSize.lg, lineHeight: 1.6, color: vars.color.inkMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const visual = style({
  position: 'relative',
  width: '100%',
  maxWidth: '520px',
  aspectRatio: '1 / 1',
  justifySelf: 'center',
});
export const halo = style({
  position: 'absolute',
  inset: '6%',
  borderRadius: '50%',
  border: `1px solid ${vars.color.accent}`,
  opacity: 0.5,
});
export const bottleBase = style({
  position: 'absolute',
  width: '56%',
  height: 'auto',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lifted,
  background: vars.color.surfaceMuted,
});
export const chosen = style([bottleBase, { left: '4%', top: '4%', zIndex: 1 }]);
export const surprise = style([bottleBase, { right: '4%', bottom: '4%', zIndex: 2 }]);
export const tag = style({
  position: 'absolute',
  zIndex: 3,
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  boxShadow: vars.shadow.soft,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
});
export const chosenTag = style({ left: '8%', top: '58%' });
export const surpriseTag = style({ right: '2%', top: '22%' });
export const seal = style({
  position: 'absolute',
  zIndex: 4,
  left: '10%',
  bottom: '3%',
  width: '112px',
  height: '112px',
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  textAlign: 'center',
  background: vars.color.brand,
  color: vars.color.brandInk,
  boxShadow: vars.shadow.lifted,
  fontFamily: vars.font.display,
  lineHeight: 1.05,
  '@media': { [media.md]: { width: '132px', height: '132px' } },
});
export const sealPercent = style({ fontSize: vars.fontSize.xxl });
export const sealText = style({ fontFamily: vars.font.body, fontSize: vars.fontSize.xs, letterSpacing: '0.14em', textTransform: 'uppercase' });
export const placeholder = style([bottleBase, { background: `linear-gradient(160deg, #e8d9c4, #cdb48f)` }]);
