import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const row = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 500, letterSpacing: '0.03em' });
export const frame = style({ minHeight: vars.size.touch });
export const problem = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });
