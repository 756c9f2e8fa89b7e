import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/breakpoints.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

// One dock at the bottom for the offline note and the update card, so they stack instead of
// overlapping on a 360 px phone; it lets clicks through where it shows nothing.
export const dock = style({
  position: 'fixed',
  zIndex: 40,
  left: vars.space.sm,
  right: vars.space.sm,
  bottom: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
  pointerEvents: 'none',
  '@media': { [media.sm]: { left: vars.space.lg, right: 'auto', bottom: vars.space.lg, maxWidth: '26rem', alignItems: 'flex-start' } },
});

// Compact (issue 27): a pill at the foot's start on a phone, not a band across the page.
export const offline = style({
  pointerEvents: 'auto',
  alignSelf: 'flex-start',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.brand,
  color: vars.color.brandInk,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.lifted,
});

export const offlineMark = style({ flex: 'none', marginTop: '0.2em' });

export const offlineMore = style({ display: 'none', '@media': { [media.sm]: { display: 'inline' } } });

// A 32 px target inside a pill of one line: the negative margins keep the pill's height.
export const offlineHide = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  margin: `-0.3rem calc(${vars.space.md} * -0.5) -0.3rem 0`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  fontSize: '1.25rem',
  lineHeight: 1,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid currentColor`, outlineOffset: '-2px' },
});

export const update = style({
  pointerEvents: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.lifted,
});

export const updateTitle = style({ margin: 0, fontFamily: vars.font.display, fontSize: vars.fontSize.lg });
export const updateText = style({ margin: `${vars.space.xxs} 0 ${vars.space.sm}`, color: vars.color.inkMuted, fontSize: vars.fontSize.sm });
export const updateActions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

// Said once, and quietly: the shop's surface, not the brand's colour of the offline warning.
export const ready = style([
  offline,
  { background: vars.color.surface, color: vars.color.ink, border: `1px solid ${vars.color.line}`, boxShadow: vars.shadow.lifted },
]);
