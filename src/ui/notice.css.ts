import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme/theme.css.ts';

export const base = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderLeft: '3px solid currentColor',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const tone = styleVariants({
  info: { background: vars.color.surfaceMuted, color: vars.color.ink },
  success: { background: vars.color.successSurface, color: vars.color.success },
  warning: { background: vars.color.warningSurface, color: vars.color.warning },
  danger: { background: vars.color.dangerSurface, color: vars.color.danger },
});
