import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

export const page = style({ maxWidth: '36rem', margin: '0 auto', padding: `${vars.space.xxxl} ${vars.space.lg}`, textAlign: 'center' });
export const title = style({ fontSize: vars.fontSize.xxl, marginBottom: vars.space.md });
export const text = style({ color: vars.color.inkMuted, marginBottom: vars.space.lg });
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm });
