import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/breakpoints.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

export const main = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.sm]: { gridTemplateColumns: '160px minmax(0, 1fr)', alignItems: 'start' } },
});
export const mainPreview = style({
  aspectRatio: '1',
  width: '100%',
  maxWidth: '220px',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});
export const mainControls = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const pending = style({ opacity: 0.5, filter: 'grayscale(0.3)' });

export const fileButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  justifySelf: 'start',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.ink}`,
  borderRadius: vars.radius.pill,
  fontWeight: 500,
  letterSpacing: '0.04em',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const fileButtonDisabled = style({ opacity: 0.45, cursor: 'not-allowed' });
// Invisible but still the real control: keyboard focus, screen readers and file pickers use it.
export const fileInput = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0, cursor: 'inherit' });

export const progress = style({ display: 'grid', gap: vars.space.xxs });
export const bar = style({
  width: '100%',
  height: '8px',
  appearance: 'none',
  border: 'none',
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  color: vars.color.accentStrong,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.surfaceMuted },
    '&::-webkit-progress-value': { background: vars.color.accentStrong, transition: `width ${vars.duration.quick} linear` },
    '&::-moz-progress-bar': { background: vars.color.accentStrong },
  },
});
export const percent = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted, fontVariantNumeric: 'tabular-nums' });

export const gallery = style({ display: 'grid', gap: vars.space.md, marginTop: vars.space.xl });
export const galleryTitle = style({ fontSize: vars.fontSize.lg });
export const count = style({ fontFamily: vars.font.body, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
export const thumbs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const thumb = style({
  position: 'relative',
  aspectRatio: '1',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
});
export const removeThumb = style({
  position: 'absolute',
  top: vars.space.xxs,
  right: vars.space.xxs,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'rgba(255, 253, 249, 0.92)',
  boxShadow: vars.shadow.soft,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.danger } },
});
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });
