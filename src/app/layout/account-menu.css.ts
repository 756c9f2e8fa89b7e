import { style } from '@vanilla-extract/css';
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

export const wrapper = style({ position: 'relative' });

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
  maxWidth: '11rem',
  selectors: { '&:hover, &[aria-expanded="true"]': { background: vars.color.surfaceMuted } },
  // 320 px screens: the greeting shortens (its full name is the button's), the cart stays in view.
  '@media': { 'screen and (max-width: 359px)': { maxWidth: '5rem', padding: `0 ${vars.space.xs}` } },
});
export const triggerText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
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
