import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/breakpoints.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

export const nav = style({ marginBottom: vars.space.xl });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  '@media': { [media.sm]: { fontSize: vars.fontSize.sm } },
});
export const step = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  textAlign: 'center',
  paddingTop: vars.space.xs,
  borderTop: '2px solid',
});
export const state = styleVariants({
  done: { borderColor: vars.color.accent, color: vars.color.ink },
  current: { borderColor: vars.color.brand, color: vars.color.ink, fontWeight: 600 },
  todo: { borderColor: vars.color.line, color: vars.color.inkMuted },
});
export const number = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, lineHeight: 1 });
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  marginTop: `calc(-1 * ${vars.space.sm})`,
  marginBottom: `calc(-1 * ${vars.space.sm})`,
});
