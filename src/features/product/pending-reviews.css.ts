import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

export const list = style({ marginBottom: vars.space.md });
export const pending = style({ border: `1px dashed ${vars.color.accent}`, boxShadow: 'none' });
export const badge = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});
export const failedBadge = style([badge, { background: vars.color.dangerSurface, color: vars.color.danger }]);
export const note = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
export const dismiss = style({
  border: 'none',
  padding: 0,
  background: 'none',
  color: vars.color.accentStrong,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
});
