import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { media } from '#src/ui/theme/breakpoints.ts';

export const banner = style({
  position: 'relative',
  overflow: 'hidden',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  background: `radial-gradient(120% 140% at 85% 10%, #5a4433 0%, ${vars.color.brand} 55%, #1c1613 100%)`,
  color: vars.color.brandInk,
  textAlign: 'center',
  '@media': { [media.md]: { padding: `${vars.space.xxxl} ${vars.space.xl}` } },
});

// Fine concentric rings: a drop landing, the trail a scent leaves (sillage).
export const rings = style({
  position: 'absolute',
  right: '-120px',
  top: '-140px',
  width: '520px',
  height: '520px',
  opacity: 0.22,
  color: vars.color.accent,
  pointerEvents: 'none',
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.32em',
  textTransform: 'uppercase',
  color: vars.color.accent,
});

export const title = style({
  position: 'relative',
  marginTop: vars.space.sm,
  fontSize: vars.fontSize.display,
  fontWeight: 400,
  letterSpacing: '0.01em',
});

export const lead = style({
  position: 'relative',
  maxWidth: '38rem',
  margin: `${vars.space.md} auto 0`,
  color: '#e6dccf',
  fontSize: vars.fontSize.md,
});

export const content = style({
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `0 ${vars.space.md} ${vars.space.xxxl}`,
  '@media': { [media.md]: { padding: `0 ${vars.space.xl} ${vars.space.xxxl}` } },
});

export const toolbar = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.md,
  marginTop: `calc(-1 * ${vars.space.xl})`,
  marginBottom: vars.space.xl,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.soft,
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(260px, 1fr) 2fr', alignItems: 'end' } },
});
