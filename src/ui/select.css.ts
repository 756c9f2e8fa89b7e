import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const label = style({
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  color: vars.color.inkMuted,
});
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  width: '100%',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  cursor: 'pointer',
  textAlign: 'left',
  whiteSpace: 'nowrap',
  transition: `border-color ${vars.duration.quick}`,
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&[data-placeholder]': { color: vars.color.inkMuted },
  },
});
export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const icon = style({ display: 'inline-flex', color: vars.color.accentStrong });
export const content = style({
  zIndex: 50,
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lifted,
});
export const viewport = style({ padding: vars.space.xxs });
export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `0 ${vars.space.xl} 0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surfaceMuted },
    '&[data-state="checked"]': { fontWeight: 600 },
  },
});
export const indicator = style({
  position: 'absolute',
  right: vars.space.sm,
  display: 'inline-flex',
  color: vars.color.accentStrong,
});
