import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

export const box = style({ display: 'grid', gap: vars.space.xs, marginBlock: vars.space.md });
export const label = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, minHeight: vars.size.touch, cursor: 'pointer' });
export const input = style({ inlineSize: '1.25rem', blockSize: '1.25rem', accentColor: vars.color.brand });
export const said = style({ margin: 0, color: vars.color.inkMuted, fontSize: vars.fontSize.sm });
