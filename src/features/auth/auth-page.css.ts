import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/breakpoints.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

export const page = style({
  padding: `${vars.space.xxl} ${vars.space.md} ${vars.space.xxxl}`,
  '@media': { [media.md]: { padding: `${vars.space.xxxl} ${vars.space.lg}` } },
});
export const card = style({
  maxWidth: '28rem',
  margin: '0 auto',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.soft,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  '@media': { [media.sm]: { padding: `${vars.space.xxl} ${vars.space.xl}` } },
});
export const eyebrow = style({ textTransform: 'uppercase', letterSpacing: '0.2em', fontSize: vars.fontSize.xs, color: vars.color.accentStrong, margin: 0 });
export const title = style({ fontSize: vars.fontSize.xxl, margin: `${vars.space.xs} 0 ${vars.space.xs}` });
export const intro = style({ color: vars.color.inkMuted, margin: `0 0 ${vars.space.lg}` });
export const footer = style({ marginTop: vars.space.lg, textAlign: 'center', color: vars.color.inkMuted, fontSize: vars.fontSize.sm });
export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.xs}`,
  color: vars.color.ink,
  fontWeight: 600,
});
