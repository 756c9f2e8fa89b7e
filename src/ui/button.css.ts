import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme/theme.css.ts';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  border: '1px solid transparent',
  borderRadius: vars.radius.pill,
  fontWeight: 500,
  letterSpacing: '0.04em',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${vars.duration.quick} ease, color ${vars.duration.quick} ease, border-color ${vars.duration.quick} ease`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.45 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.brand,
    color: vars.color.brandInk,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.accentStrong } },
  },
  secondary: {
    background: 'transparent',
    color: vars.color.ink,
    borderColor: vars.color.ink,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.ink,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
  },
});

export const size = styleVariants({
  sm: { padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.sm },
  md: { padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
  lg: { padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.md, minHeight: '52px' },
  icon: { padding: 0, width: vars.size.touch },
});

export const block = style({ width: '100%' });
