import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, width: '100%', borderTop: `1px solid ${vars.color.line}` });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.line}`,
});
export const name = style({
  flex: '1 1 10rem',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
});
export const muted = style({ color: vars.color.inkMuted, margin: 0 });
