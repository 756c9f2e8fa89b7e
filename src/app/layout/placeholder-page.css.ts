import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

export const page = style({ maxWidth: '40rem', margin: '0 auto', padding: `${vars.space.xxxl} ${vars.space.lg}`, textAlign: 'center' });
export const eyebrow = style({ textTransform: 'uppercase', letterSpacing: '0.2em', fontSize: vars.fontSize.xs, color: vars.color.accentStrong, margin: 0 });
export const title = style({ fontSize: vars.fontSize.display, margin: `${vars.space.md} 0 ${vars.space.lg}` });
export const text = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.normal, margin: 0 });
