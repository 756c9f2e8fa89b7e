import { style } from '@vanilla-extract/css';
import { breakpoints } from '#src/ui/theme/breakpoints.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

export const thumb = style({
  width: '56px',
  height: '56px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const name = style({ fontWeight: 500, overflowWrap: 'break-word', minWidth: '7rem' });
// Beside the name: what only admins see, in the muted tone of a note rather than a warning.
export const draft = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.line}`,
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 400,
  whiteSpace: 'nowrap',
});
// Portrait tablets: the action buttons show their icons only (still named, still 44 px).
export const actionText = style({
  '@media': {
    [`screen and (min-width: ${breakpoints.md}px) and (max-width: ${breakpoints.lg - 1}px)`]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
export const actions = style({ display: 'inline-flex', gap: vars.space.xs });
export const deleteButton = style({ color: vars.color.danger });
export const low = style({ color: vars.color.warning, fontWeight: 600 });
export const out = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});
