import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { media } from '#src/ui/theme/breakpoints.ts';

export const band = style({ background: vars.color.brand, color: vars.color.brandInk });
export const section = style({
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space.xxxl} ${vars.space.md}`,
  '@media': { [media.md]: { padding: `${vars.space.xxxl} ${vars.space.xl}` } },
});
export const eyebrow = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.3em',
  textTransform: 'uppercase',
  color: vars.color.accent,
});
export const title = style({ marginTop: vars.space.xs, textAlign: 'center', fontSize: vars.fontSize.xxl, fontWeight: 400 });
export const steps = style({
  display: 'grid',
  gap: vars.space.xl,
  margin: `${vars.space.xxl} 0 0`,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space.xxl } },
});
export const step = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: vars.space.sm });
export const icon = style({
  width: '88px',
  height: '88px',
  display: 'grid',
  placeItems: 'center',
  borderRadius: '50%',
  border: `1px solid ${vars.color.accent}`,
  color: vars.color.accent,
});
export const number = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, color: vars.color.accent, fontStyle: 'italic' });
export const stepTitle = style({ fontSize: vars.fontSize.xl, fontWeight: 400 });
export const stepText = style({ margin: 0, maxWidth: '18rem', color: '#d9cdbf' });
