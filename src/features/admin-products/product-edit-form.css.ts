import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/breakpoints.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

export const form = style({ display: 'grid', gap: vars.space.lg });

// Landscape tablets and up: the product and its scent profile side by side, images below.
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' } },
});

export const section = style({
  minWidth: 0,
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.soft,
  '@media': { [media.md]: { padding: vars.space.xl } },
});
export const wide = style({ '@media': { [media.lg]: { gridColumn: '1 / -1' } } });
export const sectionTitle = style({ marginBottom: vars.space.lg, fontSize: vars.fontSize.xl });

// Two short fields per row from a portrait tablet up; one per row on a phone.
export const pair = style({
  display: 'grid',
  columnGap: vars.space.md,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
// Inputs have an intrinsic width; without these a pair of fields would push past a tablet's edge.
globalStyle(`${pair} > *`, { minWidth: 0 });
globalStyle(`${section} input:not([type="checkbox"]):not([type="radio"]), ${section} select, ${section} textarea`, { width: '100%', minWidth: 0 });

export const summary = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
});
export const note = style({ margin: `${vars.space.md} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

// Save stays within thumb reach however long the form is.
export const bar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 5,
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} 0`,
  background: `linear-gradient(to top, ${vars.color.canvas} 75%, transparent)`,
});
