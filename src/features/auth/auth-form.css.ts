import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column' });
export const submit = style({ marginTop: vars.space.sm });
export const forgotLink = style({
  alignSelf: 'flex-end',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
});
