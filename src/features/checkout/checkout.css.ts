import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/breakpoints.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

export const page = style({
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxxl}`,
  '@media': { [media.md]: { padding: `${vars.space.xxl} ${vars.space.lg} ${vars.space.xxxl}` } },
});
export const narrow = style({ maxWidth: '40rem', margin: '0 auto' });
export const eyebrow = style({ textTransform: 'uppercase', letterSpacing: '0.2em', fontSize: vars.fontSize.xs, color: vars.color.accentStrong, margin: 0 });
export const title = style({ fontSize: vars.fontSize.display, margin: `${vars.space.xs} 0 ${vars.space.lg}` });
export const intro = style({ color: vars.color.inkMuted, margin: `calc(-1 * ${vars.space.sm}) 0 ${vars.space.xl}`, maxWidth: '36rem' });

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 24rem', alignItems: 'start' } },
});
export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [media.lg]: { position: 'sticky', top: vars.space.lg } },
});

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.soft,
  padding: `${vars.space.lg} ${vars.space.md}`,
  '@media': { [media.sm]: { padding: vars.space.xl } },
});
export const section = style({ border: 'none', margin: `0 0 ${vars.space.lg}`, padding: 0, minWidth: 0 });
export const sectionTitle = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xl, padding: 0, marginBottom: vars.space.md });
export const twoColumns = style({
  display: 'grid',
  columnGap: vars.space.md,
  '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr' } },
});

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBottom: vars.space.lg,
  marginBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.line}`,
});
export const factsTitle = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space.xs });
export const factsText = style({ margin: 0 });
export const editLink = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.color.accentStrong,
  fontSize: vars.fontSize.sm,
});

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, marginTop: vars.space.md });

export const emptyBasket = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md, padding: `${vars.space.lg} 0` });
export const emptyText = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xl, margin: 0 });
