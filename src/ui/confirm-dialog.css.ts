import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css.ts';

export const actions = style({ display: 'flex', flexWrap: 'wrap-reverse', justifyContent: 'flex-end', gap: vars.space.sm });
export const danger = style({
  background: vars.color.danger,
  color: vars.color.surface,
  selectors: { '&:hover:not(:disabled)': { background: vars.color.ink } },
});
