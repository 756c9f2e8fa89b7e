// Taps made before the page is interactive (issue 26). On a poor line a server-rendered page is
// readable seconds before its script has arrived and hydrated it; a tap meanwhile would be lost
// (nothing listens yet) or, once `hydrateRoot` has started, make React hydrate synchronously in
// the middle of a transition (React error #345 left a page dead once). So a tiny listener in the
// page's head (early-taps.head.ts, hashed into the CSP like the fonts' script) takes every tap on a
// control marked `data-early-tap` until the app says it is interactive: it shows the control busy
// at once and remembers the tap; the app then carries each remembered tap out, once, in order.
// Angular's event replay and Qwik keep taps the same way (shared/notes/poor-line.md).
import { EARLY_TAP_ATTRIBUTE, LIVE_ATTRIBUTE } from './early-tap-attributes.ts';

let markInteractive = () => {};
/** Resolves once the page is interactive: background work waits for it (issue 26). */
export const whenInteractive: Promise<void> = new Promise((resolve) => {
  markInteractive = resolve;
});

/**
 * The ref of every control marked `data-early-tap`. React calls it once the control is taken over
 * (hydrated, its handlers attached; a page hydrates in several passes, so this is per control, not
 * per page): the early listener stands aside for it, and the remembered taps are carried out.
 */
export function earlyTapTarget(control: HTMLElement | null): void {
  if (!control) return;
  control.setAttribute(LIVE_ATTRIBUTE, '');
  scheduleReplay();
}

let replayScheduled = false;
function scheduleReplay(): void {
  if (replayScheduled) return;
  replayScheduled = true;
  // After the commit that called the ref, when every handler it attached is in place.
  window.setTimeout(replayNext);
}

/**
 * Carries out the oldest remembered tap if its control is live, then the next one in a task of
 * its own (a control's new state, a step's quantity, is rendered before the next tap reads it).
 * A tap whose control is not live yet waits for it, and so do the ones after it: taps keep their
 * order. A control no longer in the page, or disabled now, drops its tap.
 */
function replayNext(): void {
  replayScheduled = false;
  const queue = window.__sillageTaps ?? [];
  const key = queue[0];
  if (key === undefined) return;
  const control = document.querySelector<HTMLElement>(`[${EARLY_TAP_ATTRIBUTE}="${CSS.escape(key)}"]`);
  if (control && !control.hasAttribute(LIVE_ATTRIBUTE)) return;
  queue.shift();
  if (control) {
    if (!queue.includes(key)) control.removeAttribute('aria-busy');
    if (!(control as HTMLButtonElement).disabled) control.click();
  }
  scheduleReplay();
}

/** The whole page has been taken over (the root's effect): the background work may start. */
export function markPageInteractive(): void {
  document.documentElement.dataset.interactive = 'true';
  markInteractive();
}
