// Taps made before the page is interactive (issue 26). On a poor line a server-rendered page is
// readable seconds before its script has arrived and hydrated it; a tap meanwhile would be lost
// (nothing listens yet) or, once `hydrateRoot` has started, make React hydrate synchronously in
// the middle of a transition (React error #345 left a page dead once). So a tiny listener in the
// page's head (EARLY_TAP_SCRIPT, hashed into the CSP like the fonts' script) takes every tap on a
// control marked `data-early-tap` until the app says it is interactive: it shows the control busy
// at once and remembers the tap; the app then carries each remembered tap out, once, in order.
// Angular's event replay and Qwik keep taps the same way (shared/notes/poor-line.md).

/** The attribute naming a control whose early taps are kept; its value says which control it is. */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';
/** Set on a control whose every tap counts (a stepper), not just the first while it is busy. */
export const EARLY_TAP_EACH_ATTRIBUTE = 'data-early-tap-each';
/** Set once React has taken the control over: its taps are its own from then on. */
const LIVE_ATTRIBUTE = 'data-early-tap-live';

declare global {
  interface Window {
    __sillageTaps?: string[];
  }
}

/**
 * Run in the page's head, before anything else can be tapped. Capture phase on the window, so it
 * sees the tap before React's listener on the document, and stops it there: a tap is carried out
 * by the replay or by React, never both.
 */
export const EARLY_TAP_SCRIPT = `(function(){var q=window.__sillageTaps=[];addEventListener("click",function(e){var t=e.target&&e.target.closest&&e.target.closest("[${EARLY_TAP_ATTRIBUTE}]");if(!t||t.hasAttribute("${LIVE_ATTRIBUTE}"))return;e.preventDefault();e.stopImmediatePropagation();var k=t.getAttribute("${EARLY_TAP_ATTRIBUTE}");if(!t.hasAttribute("${EARLY_TAP_EACH_ATTRIBUTE}")&&q.indexOf(k)>=0)return;q.push(k);t.setAttribute("aria-busy","true")},true)})()`;

let markInteractive = () => {};
/** Resolves once the page is interactive: background work waits for it (issue 26). */
export const whenInteractive: Promise<void> = new Promise((resolve) => {
  markInteractive = resolve;
});

/** Whether a tap on this control is waiting to be carried out (its code may be fetched at once). */
export function hasEarlyTap(key: string): boolean {
  return typeof window !== 'undefined' && (window.__sillageTaps ?? []).includes(key);
}

/**
 * The ref of every control marked `data-early-tap`. React calls it once the control is taken over
 * (hydrated, its handlers attached; a page hydrates in several passes, so this is per control, not
 * per page): the early listener stands aside for it, and its remembered taps are carried out on
 * it, once and in order. A disabled control drops them.
 */
export function earlyTapTarget(control: HTMLElement | null): void {
  if (!control) return;
  control.setAttribute(LIVE_ATTRIBUTE, '');
  const key = control.getAttribute(EARLY_TAP_ATTRIBUTE);
  const queue = window.__sillageTaps ?? [];
  if (!key || !queue.includes(key)) return;
  const taps = queue.filter((tap) => tap === key);
  queue.splice(0, queue.length, ...queue.filter((tap) => tap !== key));
  control.removeAttribute('aria-busy');
  // After the commit that called this ref: every handler of the page is attached by then.
  window.setTimeout(() => {
    taps.forEach(() => control.isConnected && !(control as HTMLButtonElement).disabled && control.click());
  });
}

/** The whole page has been taken over (the root's effect): the background work may start. */
export function markPageInteractive(): void {
  document.documentElement.dataset.interactive = 'true';
  markInteractive();
}
