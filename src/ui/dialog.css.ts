import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from './theme/breakpoints.ts';
import { vars } from './theme/theme.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const riseIn = keyframes({ from: { opacity: 0, transform: 'translate(-50%, -24px)' }, to: { opacity: 1, transform: 'translate(-50%, 0)' } });
const sinkOut = keyframes({ from: { opacity: 1, transform: 'translate(-50%, 0)' }, to: { opacity: 0, transform: 'translate(-50%, -24px)' } });

// The backdrop: the dialog's ::backdrop in the app; a plain element under the early cart
// (early-cart.head.ts), which has no <dialog> of its own before the app is there.
const backdrop = {
  background: 'rgba(43, 35, 32, 0.5)',
  open: `${fadeIn} ${vars.duration.backdrop} ease-out`,
  closed: `${fadeOut} ${vars.duration.backdrop} ease-in`,
};

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  background: backdrop.background,
  selectors: {
    '&[data-state="open"]': { animation: backdrop.open },
    '&[data-state="closed"]': { animation: backdrop.closed },
  },
  '@media': { [media.reducedMotion]: { animation: 'none !important' } },
});

// The backdrop's fade while a dialog exits (dialog.tsx): the dialog has left the top layer, where
// ::backdrop is drawn, and the page is usable at once; this only shows the fade and lets taps through.
export const exitBackdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  pointerEvents: 'none',
  background: backdrop.background,
  opacity: 0,
  animation: backdrop.closed,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

// Fixed and height-bounded: a long cart scrolls inside the dialog. The dialog (data-state) stays
// in the page until its closing animation ends (dialog.tsx), so exits play in full.
const contentBase = style({
  position: 'fixed',
  zIndex: 51,
  // The browser's own look of a modal <dialog> (centred by margins, a border) gives way to ours.
  margin: 0,
  border: 'none',
  inset: 'auto',
  top: vars.space.lg,
  left: '50%',
  transform: 'translateX(-50%)',
  width: `calc(100% - 2 * ${vars.space.sm})`,
  maxHeight: `calc(100dvh - 2 * ${vars.space.lg})`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: vars.color.surface,
  color: vars.color.ink,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lifted,
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.lg}`,
  selectors: {
    '&[data-state="open"]': { animation: `${riseIn} ${vars.duration.modal} ease-out` },
    // Exiting, outside the top layer and inert: taps land on the page beneath.
    '&[data-state="closed"]': { animation: `${sinkOut} ${vars.duration.modal} ease-in`, pointerEvents: 'none' },
    '&:focus': { outline: 'none' },
    '&::backdrop': { background: backdrop.background },
    '&[data-state="open"]::backdrop': { animation: backdrop.open },
    '&[data-state="closed"]::backdrop': { animation: backdrop.closed },
  },
  '@media': {
    [media.md]: {
      top: vars.space.xxl,
      maxHeight: `calc(100dvh - 2 * ${vars.space.xxl})`,
      width: `calc(100% - 2 * ${vars.space.lg})`,
      padding: `${vars.space.xxl} ${vars.space.xl} ${vars.space.xl}`,
    },
    [media.reducedMotion]: {
      animation: 'none !important',
      selectors: { '&::backdrop': { animation: 'none !important' } },
    },
  },
});

// The page behind a modal dialog does not scroll (the dialog scrolls within itself). From the
// frame after it opened (dialog.tsx sets the attribute): the root's overflow changing lays out the
// whole page again, which in the opening tap's frame held the dialog's first paint back.
globalStyle('html:has(dialog[data-scroll-lock]:modal)', { overflow: 'hidden' });

export const content = styleVariants({
  md: [contentBase, { maxWidth: '30rem' }],
  lg: [contentBase, { maxWidth: '50rem' }],
});

export const header = style({ paddingRight: vars.space.xxl, marginBottom: vars.space.lg });
export const title = style({ fontSize: vars.fontSize.xxl, letterSpacing: '0.01em' });
export const description = style({ color: vars.color.inkMuted, marginTop: vars.space.xs, marginBottom: 0 });

export const close = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  width: vars.size.touch,
  height: vars.size.touch,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});
