import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

export const methods = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const buttons = style({ minHeight: '48px' });
export const loading = style({
  minHeight: '9rem',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
});
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.line}` },
  },
});
