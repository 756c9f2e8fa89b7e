import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

// One line in the dock at the foot of the page (the PWA layer's), on the shop's surface.
export const offer = style({
  pointerEvents: 'auto',
  alignSelf: 'flex-start',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.lifted,
});

export const dismiss = style({
  minHeight: '2rem',
  padding: `0 ${vars.space.xs}`,
  border: 0,
  background: 'transparent',
  color: vars.color.inkMuted,
  fontSize: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});
