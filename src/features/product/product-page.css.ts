import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { media } from '#src/ui/theme/breakpoints.ts';

export const page = style({
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxxl}`,
  display: 'grid',
  gap: vars.space.xxl,
  '@media': { [media.md]: { padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxxl}` } },
});
export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  width: 'fit-content',
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  textDecoration: 'none',
  color: vars.color.inkMuted,
  selectors: { '&:hover': { color: vars.color.ink } },
});
export const galleryHeading = style({ fontSize: vars.fontSize.xxl, fontWeight: 400, marginBottom: vars.space.lg });
export const gallery = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.md]: { gap: vars.space.lg, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
// On a phone the first image leads at full width, the other two share the row below.
export const galleryItem = style({
  selectors: { '&:first-child:nth-last-child(odd)': { gridColumn: '1 / -1' } },
  '@media': { [media.md]: { selectors: { '&:first-child:nth-last-child(odd)': { gridColumn: 'auto' } } } },
});
export const galleryImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const errorBox = style({
  maxWidth: '36rem',
  margin: `${vars.space.xxl} auto`,
  textAlign: 'center',
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
});
export const errorTitle = style({ fontSize: vars.fontSize.xxl, fontWeight: 400 });
export const errorText = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
});
