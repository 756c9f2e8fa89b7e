import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/breakpoints.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 14rem))' } },
});
export const idLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.04em',
  color: vars.color.ink,
  textUnderlineOffset: '3px',
  selectors: { '&:hover': { color: vars.color.accentStrong } },
});
export const user = style({ display: 'grid', minWidth: 0, textAlign: 'right', '@media': { [media.md]: { textAlign: 'left' } } });
export const email = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted, overflowWrap: 'anywhere', maxWidth: '14rem' });
export const nowrap = style({ whiteSpace: 'nowrap' });

const badge = {
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
} as const;
export const yes = style({ ...badge, background: vars.color.successSurface, color: vars.color.success });
export const no = style({ ...badge, background: vars.color.dangerSurface, color: vars.color.danger });
export const cancelled = style({ ...badge, background: vars.color.surfaceMuted, color: vars.color.inkMuted });
// Badge above its date, so a portrait tablet keeps every column on screen.
export const status = style({ display: 'inline-grid', justifyItems: 'end', gap: '2px', '@media': { [media.md]: { justifyItems: 'start' } } });
export const when = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
