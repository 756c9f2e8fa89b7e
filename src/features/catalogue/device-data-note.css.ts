import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

export const note = style({
  display: 'inline-block',
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  fontSize: vars.fontSize.sm,
});

export const noteWhenOffline = style([note, { display: 'none', selectors: { ':root[data-offline] &': { display: 'inline-block' } } }]);
