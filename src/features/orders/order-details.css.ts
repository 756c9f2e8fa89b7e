import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/breakpoints.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

export const page = style({
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxxl}`,
  '@media': { [media.md]: { padding: `${vars.space.xxl} ${vars.space.lg} ${vars.space.xxxl}` } },
});
export const header = style({ marginBottom: vars.space.xl });
export const eyebrow = style({ textTransform: 'uppercase', letterSpacing: '0.2em', fontSize: vars.fontSize.xs, color: vars.color.accentStrong, margin: 0 });
export const title = style({ fontSize: vars.fontSize.xxl, marginTop: vars.space.xs, overflowWrap: 'anywhere' });
export const orderId = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.inkMuted,
  letterSpacing: '0.02em',
  display: 'block',
  marginTop: vars.space.xxs,
});

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 24rem', alignItems: 'start' } },
});
export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [media.lg]: { position: 'sticky', top: vars.space.lg } },
});
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.line}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});
export const sectionTitle = style({ fontSize: vars.fontSize.xl });
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: vars.space.lg, rowGap: vars.space.xxs, margin: 0 });
globalStyle(`${facts} dt`, { color: vars.color.inkMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const payBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.soft,
  padding: vars.space.lg,
});
export const payLoading = style({
  minHeight: '9rem',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
});
export const testPay = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingTop: vars.space.sm,
  borderTop: `1px dashed ${vars.color.line}`,
});
export const payBy = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
export const testPayNote = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.inkMuted });
