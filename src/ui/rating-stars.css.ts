import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css.ts';

export const stars = style({ display: 'inline-flex', alignItems: 'center', gap: '2px', lineHeight: 0 });
export const star = style({ position: 'relative', display: 'inline-block', color: vars.color.accent });
export const empty = style({ color: vars.color.line });
export const fill = style({ position: 'absolute', inset: 0, overflow: 'hidden', color: vars.color.accent });
