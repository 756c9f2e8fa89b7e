import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { media } from '#src/ui/theme/breakpoints.ts';

export const section = style({
  display: 'grid',
  gap: vars.space.xxl,
  paddingTop: vars.space.xxl,
  borderTop: `1px solid ${vars.color.line}`,
  '@media': { [media.lg]: { gridTemplateColumns: '3fr 2fr', alignItems: 'start' } },
});
export const heading = style({ fontSize: vars.fontSize.xxl, fontWeight: 400, marginBottom: vars.space.lg });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const review = style({
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.soft,
});
export const reviewHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs });
export const reviewer = style({ margin: 0, fontFamily: vars.font.display, fontSize: vars.fontSize.lg });
export const date = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted, fontVariantNumeric: 'tabular-nums' });
export const comment = style({ margin: `${vars.space.sm} 0 0`, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
export const none = style({ margin: 0, color: vars.color.inkMuted, fontStyle: 'italic' });

export const formCard = style({
  padding: vars.space.lg,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.lg,
  '@media': { [media.md]: { padding: vars.space.xl } },
});
export const form = style({ display: 'grid', gap: vars.space.md });
export const textareaField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const textareaLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 500 });
export const textarea = style({
  minHeight: '8rem',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  resize: 'vertical',
  selectors: { '&:focus': { borderColor: vars.color.accentStrong } },
});
export const problem = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
export const prompt = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.inkMuted });
