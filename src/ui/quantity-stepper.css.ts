import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css.ts';

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
});
export const step = style({
  width: vars.size.touch,
  height: vars.size.touch,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceMuted },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.35 },
  },
});
export const value = style({ minWidth: '2.5ch', textAlign: 'center', fontVariantNumeric: 'tabular-nums', fontWeight: 500 });
