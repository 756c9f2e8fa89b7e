import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

export const install = style({ marginTop: vars.space.sm, display: 'flex', justifyContent: 'center' });
export const guide = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
