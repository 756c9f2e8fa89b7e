import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

export const tabs = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  marginBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.line}`,
});
export const tab = style({
  minHeight: vars.size.touch,
  border: 'none',
  borderBottom: '2px solid transparent',
  marginBottom: '-1px',
  background: 'transparent',
  color: vars.color.inkMuted,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.ink, borderBottomColor: vars.color.accentStrong, fontWeight: 600 },
  },
});
