import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

export const empty = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, color: vars.color.inkMuted, padding: `${vars.space.xl} 0` });
// A table scrolls sideways on a narrow phone rather than squeezing its columns unreadable;
// positioned so its visually hidden texts stay inside it instead of widening the page.
export const scroller = style({ position: 'relative', overflowX: 'auto', background: vars.color.surface, borderRadius: vars.radius.lg, boxShadow: vars.shadow.soft });
export const table = style({ width: '100%', borderCollapse: 'collapse', minWidth: '36rem' });
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.sm} ${vars.space.md}`, textAlign: 'left', borderBottom: `1px solid ${vars.color.line}`, whiteSpace: 'nowrap' });
globalStyle(`${table} thead th`, { fontSize: vars.fontSize.xs, textTransform: 'uppercase', letterSpacing: '0.14em', color: vars.color.inkMuted, fontWeight: 500 });
globalStyle(`${table} tbody tr:last-child th, ${table} tbody tr:last-child td`, { borderBottom: 'none' });
export const id = style({ fontWeight: 500, fontVariantNumeric: 'tabular-nums' });
export const number = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} th${number}, ${table} td${number}`, { textAlign: 'right' });
export const no = style({ color: vars.color.danger });
// A cancelled order is over, not overdue: said quietly.
export const cancelled = style({ color: vars.color.inkMuted });
export const details = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  fontWeight: 500,
  color: vars.color.accentStrong,
});
