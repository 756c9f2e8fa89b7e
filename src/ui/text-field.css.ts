import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, marginBottom: vars.space.md });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 500, letterSpacing: '0.03em' });
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.inkMuted, margin: 0 });
export const input = style({
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  transition: `border-color ${vars.duration.quick} ease`,
  selectors: {
    '&:focus': { borderColor: vars.color.accentStrong },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });
