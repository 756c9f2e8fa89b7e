import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { media } from '#src/ui/theme/breakpoints.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.lg]: { gridTemplateColumns: '1.1fr 1fr', gap: vars.space.xxxl, alignItems: 'start' } },
});

export const imageFrame = style({
  position: 'relative',
  aspectRatio: '4 / 5',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  boxShadow: vars.shadow.soft,
  '@media': { [media.lg]: { position: 'sticky', top: '88px' } },
});
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.28em',
  textTransform: 'uppercase',
  color: vars.color.accentStrong,
});
export const name = style({ fontSize: vars.fontSize.display, fontWeight: 400 });
export const byline = style({ margin: 0, color: vars.color.inkMuted, fontStyle: 'italic' });
export const ratingRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
export const price = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontVariantNumeric: 'tabular-nums',
});
export const currency = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.inkMuted,
  marginLeft: vars.space.xxs,
  textDecoration: 'none',
});
export const priceNote = style({ fontFamily: vars.font.body, fontSize: vars.fontSize.sm, color: vars.color.inkMuted, marginLeft: vars.space.xs });
export const description = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: 1.75 });

const stockBase = style({ margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md, fontSize: vars.fontSize.sm });
export const stockLow = style([stockBase, { background: vars.color.warningSurface, color: vars.color.warning }]);
// Sold out is the scent's state, not an error: said plainly beside "Notify me" (issue 53).
export const stockOut = style([stockBase, { background: vars.color.surfaceMuted, color: vars.color.ink }]);

export const buy = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.color.line}`,
  borderBottom: `1px solid ${vars.color.line}`,
});
export const addButton = style({ flex: '1 1 12rem' });

export const notes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': { [media.sm]: { gap: vars.space.md } },
});
export const noteGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const noteHeading = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: 500,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  color: vars.color.inkMuted,
});
export const noteList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });
export const note = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::before': {
      content: '""',
      flexShrink: 0,
      width: '5px',
      height: '5px',
      borderRadius: '50%',
      background: vars.color.accent,
      transform: 'translateY(-2px)',
    },
  },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: `${vars.space.lg} ${vars.space.md}`,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.line}`,
});
export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const factLabel = style({ fontSize: vars.fontSize.xs, letterSpacing: '0.14em', textTransform: 'uppercase', color: vars.color.inkMuted });
export const factValue = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const longevity = style({ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const longevityHead = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.xs });
export const longevityWord = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
export const meter = style({ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: '4px', height: '8px' });
export const meterOn = style({ borderRadius: vars.radius.pill, background: vars.color.accent });
export const meterOff = style({ borderRadius: vars.radius.pill, background: vars.color.line });

export const noScript = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

// Beside Add to Cart, the same heart as on the cards: a square touch target, red when saved.
export const heart = style({
  flex: 'none',
  width: vars.size.touch,
  height: vars.size.touch,
  alignSelf: 'center',
  display: 'grid',
  placeItems: 'center',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.ink,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.danger, borderColor: 'currentColor' },
    '&:disabled': { cursor: 'default' },
  },
});
