import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/breakpoints.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

export const tools = style({
  display: 'grid',
  gap: vars.space.xs,
  marginBottom: vars.space.md,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 22rem) 1fr', alignItems: 'center', columnGap: vars.space.lg } },
});
export const selfHint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
export const name = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, fontWeight: 500, overflowWrap: 'break-word' });
export const email = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  overflowWrap: 'anywhere',
  color: vars.color.ink,
  textUnderlineOffset: '3px',
});
export const actions = style({ display: 'inline-flex', gap: vars.space.xs });
export const danger = style({ color: vars.color.danger });

const badge = {
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontFamily: vars.font.body,
  fontWeight: 500,
} as const;
export const you = style({ ...badge, whiteSpace: 'nowrap', flexShrink: 0, background: vars.color.surfaceMuted, color: vars.color.inkMuted });
export const admin = style({ ...badge, background: vars.color.brand, color: vars.color.brandInk });
export const shopper = style({ ...badge, color: vars.color.inkMuted });
