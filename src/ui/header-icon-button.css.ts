// The navbar's round icon buttons with a count (the cart, the saved scents).
import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css.ts';

export const button = style({
  position: 'relative',
  width: vars.size.touch,
  height: vars.size.touch,
  // A finger wide whatever the header's room: the greeting beside it gives way instead.
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const badge = style({
  position: 'absolute',
  top: '2px',
  right: '0',
  minWidth: '1.25rem',
  height: '1.25rem',
  padding: '0 0.3rem',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.brandInk,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  lineHeight: '1.25rem',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});
