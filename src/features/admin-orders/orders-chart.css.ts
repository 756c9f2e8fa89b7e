import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/breakpoints.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

export const figure = style({
  margin: `0 0 ${vars.space.xl}`,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.soft,
});
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});
export const title = style({ fontSize: vars.fontSize.xl });
export const readout = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted, fontVariantNumeric: 'tabular-nums' });
export const readoutDate = style({ color: vars.color.ink, fontWeight: 600 });

export const panels = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' } },
});
export const panel = style({ minWidth: 0 });
export const panelLabel = style({ margin: 0, fontSize: vars.fontSize.xs, letterSpacing: '0.14em', textTransform: 'uppercase', color: vars.color.inkMuted });
export const total = style({ margin: `${vars.space.xxs} 0 ${vars.space.sm}`, fontFamily: vars.font.display, fontSize: vars.fontSize.xxl, lineHeight: 1 });
export const chart = style({ display: 'block', width: '100%', height: '96px', touchAction: 'pan-y' });
export const baseline = style({ stroke: vars.color.line, strokeWidth: 1, vectorEffect: 'non-scaling-stroke' });
export const bar = styleVariants({
  brand: { fill: vars.color.brand },
  accent: { fill: vars.color.accentStrong },
});
export const barSelected = style({ fill: vars.color.accent });
export const axis = style({
  display: 'flex',
  justifyContent: 'space-between',
  margin: `${vars.space.xxs} 0 0`,
  fontSize: vars.fontSize.xs,
  color: vars.color.inkMuted,
});
export const caption = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const details = style({ marginTop: vars.space.md });
export const summary = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  color: vars.color.accentStrong,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});
export const tableWrap = style({ maxHeight: '20rem', overflowY: 'auto', marginTop: vars.space.sm });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.xxs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.line}`, textAlign: 'right' });
globalStyle(`${table} th:first-child`, { textAlign: 'left', fontWeight: 400 });
globalStyle(`${table} thead th`, { fontSize: vars.fontSize.xs, letterSpacing: '0.12em', textTransform: 'uppercase', color: vars.color.inkMuted });

export const skeleton = style({ height: '260px', marginBottom: vars.space.xl, borderRadius: vars.radius.lg, background: vars.color.surfaceMuted });
export const error = style({ marginBottom: vars.space.xl, color: vars.color.inkMuted });
