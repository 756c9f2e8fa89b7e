import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

export const empty = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, color: vars.color.inkMuted, padding: `${vars.space.xl} 0` });
export const id = style({ fontWeight: 500, fontVariantNumeric: 'tabular-nums' });
export const number = style({ fontVariantNumeric: 'tabular-nums' });
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
