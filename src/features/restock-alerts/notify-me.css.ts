import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

export const box = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start', marginBlock: vars.space.sm });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const form = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm, width: '100%' });
export const field = style({ flex: '1 1 14rem', minWidth: 0 });
export const said = style({ margin: 0, color: vars.color.inkMuted, fontSize: vars.fontSize.sm });
