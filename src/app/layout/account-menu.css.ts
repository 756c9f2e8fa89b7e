import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/breakpoints.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

export const iconButton = style({
  width: vars.size.touch,
  height: vars.size.touch,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

// Shrinks before anything else of the header does: the greeting gives way (ellipsis), never the cart.
export const wrapper = style({ position: 'relative', display: 'flex', minWidth: 0 });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  minWidth: vars.size.touch,
  maxWidth: '11rem',
  selectors: { '&:hover, &[aria-expanded="true"]': { background: vars.color.surfaceMuted } },
  '@media': { 'screen and (max-width: 359px)': { padding: `0 ${vars.space.xs}` } },
});
export const triggerText = style({ display: 'flex', minWidth: 0 });
// The whole greeting from a laptop's width; below it the first name alone (the button's name stays
// whole). Each cut short with an ellipsis in its own box, so no box of it passes the button's edge.
const shown = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
export const greetingWords = style({ ...shown, display: 'none', '@media': { [media.lg]: { display: 'block' } } });
export const greetingName = style({ ...shown, display: 'block', '@media': { [media.lg]: { display: 'none' } } });
export const chevron = style({ flexShrink: 0 });

export const panel = style({
  position: 'absolute',
  right: 0,
  top: `calc(100% + ${vars.space.xs})`,
  zIndex: 30,
  minWidth: '13rem',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lifted,
});
export const groupLabel = style({
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xxs}`,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  color: vars.color.inkMuted,
});
export const divider = style({ height: 1, background: vars.color.line, margin: `${vars.space.xs} 0` });
export const item = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  textAlign: 'left',
  textDecoration: 'none',
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surfaceMuted } },
});
