import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/breakpoints.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
export const skipLink = style({
  position: 'absolute',
  left: '-9999px',
  selectors: { '&:focus': { left: vars.space.md, top: vars.space.md, zIndex: 100, background: vars.color.surface, padding: vars.space.xs } },
});
/** Below the common phone widths (360 px and up): 320 px screens. */
const NARROW = 'screen and (max-width: 359px)';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: 'rgba(247, 243, 238, 0.92)',
  backdropFilter: 'blur(8px)',
  borderBottom: `1px solid ${vars.color.line}`,
});
// Phones: brand and icons on one row, the page links on a second; from md on, one row.
export const nav = style({
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space.xs} ${vars.space.md}`,
  display: 'grid',
  // The brand keeps its width; the actions take the rest and may shrink (the greeting gives way).
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: `"brand actions" "links links"`,
  alignItems: 'center',
  columnGap: vars.space.md,
  '@media': {
    // The narrowest phones (320 px): the tighter spacing keeps the greeting and the links in view.
    [NARROW]: { padding: `${vars.space.xs} ${vars.space.xs}`, columnGap: vars.space.xs },
    // A portrait tablet fits the brand, both links, Saved, the cart and a greeting on one row
    // only with the tighter spacing; wider screens get the roomy one.
    [media.md]: {
      minHeight: '72px',
      padding: `0 ${vars.space.md}`,
      gridTemplateColumns: 'auto 1fr minmax(0, auto)',
      gridTemplateAreas: `"brand links actions"`,
      columnGap: vars.space.lg,
    },
    [media.lg]: { padding: `0 ${vars.space.lg}`, columnGap: vars.space.xl },
  },
});
export const brand = style({
  gridArea: 'brand',
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  letterSpacing: '0.18em',
  textTransform: 'uppercase',
  textDecoration: 'none',
  '@media': { [NARROW]: { letterSpacing: '0.08em' } },
});
export const links = style({
  gridArea: 'links',
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [NARROW]: { gap: 0 }, [media.md]: { justifyContent: 'flex-start', gap: vars.space.md } },
});
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.1em',
  whiteSpace: 'nowrap',
  textTransform: 'uppercase',
  textDecoration: 'none',
  color: vars.color.inkMuted,
  borderBottom: '1px solid transparent',
  selectors: {
    '&:hover': { color: vars.color.ink },
    '&[data-status="active"]': { color: vars.color.ink, borderBottomColor: vars.color.accent },
  },
  '@media': { [NARROW]: { letterSpacing: '0.05em' }, [media.sm]: { padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.sm, letterSpacing: '0.12em' } },
});
export const actions = style({
  gridArea: 'actions',
  justifySelf: 'end',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  maxWidth: '100%',
});
// At least a screen tall: the footer starts below the fold, so a page whose content arrives a
// moment after the frame never pushes a footer the shopper could already see (layout shift).
export const main = style({ flex: 1, minHeight: '100svh' });
export const footer = style({
  borderTop: `1px solid ${vars.color.line}`,
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  padding: vars.space.xl,
});
// The shop's own pages (issue 27): a row that wraps on a phone, each link a finger wide.
export const footerLinks = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: vars.space.md });
globalStyle(`${footerLinks} a`, { display: 'inline-block', padding: `${vars.space.sm} 0` });
