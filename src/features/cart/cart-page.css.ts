import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

export const page = style({ maxWidth: '50rem', margin: '0 auto', padding: `${vars.space.xxl} ${vars.space.md} ${vars.space.xxxl}` });
export const title = style({ fontSize: vars.fontSize.display, marginBottom: vars.space.xl });
