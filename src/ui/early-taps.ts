// Taps made before the page is interactive (issue 26). On a poor line a server-rendered page is
// readable seconds before its script has arrived and hydrated it; a tap meanwhile would be lost
// (nothing listens yet) or, once `hydrateRoot` has started, make React hydrate synchronously in
// the middle of a transition (React error #345 left a page dead once). So a tiny listener in the
// page's head (earlyTapScript(), hashed into the CSP like the fonts' script) takes every tap on a
// control marked `data-early-tap` until the app says it is interactive: it shows the control busy
// at once and remembers the tap; the app then carries each remembered tap out, once, in order.
// Angular's event replay and Qwik keep taps the same way (shared/notes/poor-line.md).

/** The attribute naming a control whose early taps are kept; its value says which control it is. */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';
/** Set on a control whose every tap counts (a stepper), not just the first while it is busy. */
export const EARLY_TAP_EACH_ATTRIBUTE = 'data-early-tap-each';
/**
 * On what a head script builds before the page is interactive (the early cart): its events are its
 * own. Until then they go no further than the window (the sheet listens there): React would take
 * one for a tap on a part it has not hydrated (the body holds the sheet) and hydrate the page
 * synchronously, its error #345, which a tap landing on the opened early cart made.
 */
export const EARLY_SHEET_ATTRIBUTE = 'data-early-sheet';
/** Set once React has taken the control over: its taps are its own from then on. */
const LIVE_ATTRIBUTE = 'data-early-tap-live';

declare global {
  interface Window {
    __sillageTaps?: string[];
  }
}

/**
 * Events React takes as discrete: one on a part it has not hydrated yet makes it hydrate that
 * part synchronously, in the middle of hydrating the page as a transition (main.tsx). That is the
 * React error #345 that left a page dead (a tap's pointerdown and focus on Add to Cart, issue 26).
 * Every event React 18.3 hydrates for (react-dom's `discreteReplayableEvents`, which a unit test
 * compares with this list): quick taps make a `dblclick`, a long press a `contextmenu`, a scroll a
 * `pointercancel`. Except `submit` and `reset`: kept from React, a form would be sent by the
 * browser itself (a sign-in's password in the address), so React hydrates for them.
 */
export const DISCRETE_EVENTS = [
  'pointerdown',
  'pointerup',
  'pointercancel',
  'mousedown',
  'mouseup',
  'auxclick',
  'dblclick',
  'contextmenu',
  'touchstart',
  'touchend',
  'touchcancel',
  'click',
  'focusin',
  'focusout',
  'keydown',
  'keypress',
  'keyup',
  'input',
  'textInput',
  'change',
  'compositionstart',
  'compositionend',
  'copy',
  'cut',
  'paste',
  'dragstart',
  'dragend',
  'drop',
];
/** Left to React: see DISCRETE_EVENTS. */
export const DISCRETE_EVENTS_REACT_KEEPS = ['submit', 'reset'];

/**
 * Run in the page's head, before anything can be tapped. In the capture phase on the window, so
 * it sees each event before React's listener on the document. Until the page is interactive every
 * such event is kept from React, but on a control React has committed (`earlyTapTarget` marked
 * it live, its remembered taps are replayed on it): the browser still does what it does without
 * script (a link still navigates, a field still takes focus and text), but React never hydrates
 * in the middle of a tap. (A fiber on an element did not tell: React puts it there while it
 * renders the hydration, before committing it, and an event on such an element let React hydrate
 * the root synchronously mid-transition, its error #345.) After that every event reaches its target (a widget that is not React's, the PayPal buttons, has listeners of its own). A click on a control marked `data-early-tap` that is not live
 * yet is remembered by its name and the control shows busy at once; it is carried out when React
 * takes the control over (earlyTapTarget), never by both. So is an arrow key on a select's drawn
 * trigger (a combobox), which opens it as a click does: Enter and Space make a click of their own,
 * but an arrow pressed on a server-rendered select before its part was hydrated was dropped, and
 * the select never opened (catalogue.spec.ts: ArrowDown as soon as the filter shows). (A function: the browser's bundle,
 * which never calls it, drops its text.)
 */
export const earlyTapScript = () =>
  `(function(){var q=window.__sillageTaps=[];function keep(e){var el=e.target;if(el&&el.nodeType!==1)el=el.parentElement;if(!el||!el.closest)return;if(el.closest("[${EARLY_SHEET_ATTRIBUTE}]")){if(!document.documentElement.dataset.interactive)e.stopPropagation();return}var t=el.closest("[${EARLY_TAP_ATTRIBUTE}]");if(t&&!t.hasAttribute("${LIVE_ATTRIBUTE}")&&(e.type==="click"||e.type==="keydown"&&(e.key==="ArrowDown"||e.key==="ArrowUp")&&t.getAttribute("role")==="combobox")){e.preventDefault();e.stopImmediatePropagation();if(window.__sillageEarlyAdd&&t.hasAttribute("data-early-cart")&&window.__sillageEarlyAdd(t))return;var k=t.getAttribute("${EARLY_TAP_ATTRIBUTE}");if(!t.hasAttribute("${EARLY_TAP_EACH_ATTRIBUTE}")&&q.indexOf(k)>=0)return;q.push(k);t.setAttribute("aria-busy","true");return}if(!document.documentElement.dataset.interactive&&!(t&&t.hasAttribute("${LIVE_ATTRIBUTE}")))e.stopImmediatePropagation()}${JSON.stringify(DISCRETE_EVENTS)}.forEach(function(n){addEventListener(n,keep,true)})})()`;

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
