import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/breakpoints.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

export const page = style({
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxxl}`,
  '@media': { [media.md]: { padding: `${vars.space.xxl} ${vars.space.lg} ${vars.space.xxxl}` } },
});
export const eyebrow = style({ textTransform: 'uppercase', letterSpacing: '0.2em', fontSize: vars.fontSize.xs, color: vars.color.accentStrong, margin: 0 });
export const title = style({ fontSize: vars.fontSize.display, margin: `${vars.space.xs} 0 ${vars.space.xl}` });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.soft,
  padding: `${vars.space.lg} ${vars.space.md}`,
  '@media': { [media.sm]: { padding: vars.space.xl } },
});
export const narrowCard = style([card, { maxWidth: '34rem', alignItems: 'stretch' }]);
export const cardTitle = style({ fontSize: vars.fontSize.xl });
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: vars.space.lg, rowGap: vars.space.xs, margin: 0 });
globalStyle(`${facts} dt`, { color: vars.color.inkMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });
export const muted = style({ color: vars.color.inkMuted, margin: 0 });
export const orders = style({ listStyle: 'none', margin: 0, padding: 0, width: '100%', borderTop: `1px solid ${vars.color.line}` });
export const order = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  columnGap: vars.space.md,
  alignItems: 'center',
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.line}`,
  '@media': { [media.sm]: { gridTemplateColumns: '1fr auto auto auto' } },
});
export const orderLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
});
export const amount = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'right' });
export const delivered = style({ color: vars.color.success, margin: 0 });
export const formActions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, marginTop: vars.space.sm });
export const pendingChanges = style({ display: 'grid', gap: vars.space.xs, width: '100%', maxWidth: '34rem' });
export const inlineAction = style({
  border: 'none',
  padding: 0,
  background: 'none',
  color: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
});
// Deleting the account looks like what it is (the confirm dialog's own danger button, ui/confirm-dialog.css.ts).
export const dangerButton = style({ background: vars.color.danger, borderColor: vars.color.danger, color: vars.color.surface });
