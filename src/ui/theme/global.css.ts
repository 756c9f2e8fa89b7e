import { globalStyle, keyframes } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  background: vars.color.canvas,
  color: vars.color.ink,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3, h4', { fontFamily: vars.font.display, fontWeight: 500, lineHeight: vars.lineHeight.tight, margin: 0 });
globalStyle('img', { maxWidth: '100%', display: 'block' });
globalStyle('a', { color: 'inherit' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('.visually-hidden', {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

// A control tapped before its work could start (platform/page-lifecycle/early-taps.ts), or while its code arrives:
// it shows at once that the tap was taken, and that something is on its way.
const busyPulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });
globalStyle('button[aria-busy="true"]', {
  cursor: 'progress',
  animation: `${busyPulse} 1s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.7 } },
});
