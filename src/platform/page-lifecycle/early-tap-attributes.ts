// What the early taps' head script (early-taps.head.ts) and the app (early-taps.ts, the controls
// that mark themselves) agree on: the attributes, the events kept, and the queue of taps.

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
/** On Add to Cart, beside `data-early-tap`: its early tap is answered by the early cart (features/cart/early-cart.head.ts). */
export const EARLY_CART_ATTRIBUTE = 'data-early-cart';
/** Set once React has taken the control over: its taps are its own from then on. */
export const LIVE_ATTRIBUTE = 'data-early-tap-live';

declare global {
  interface Window {
    /** The names of the controls tapped before they were taken over, oldest first (early-taps.head.ts). */
    __sillageTaps?: string[];
    /** Set by the early cart's head script; called by the early taps' for a control marked `data-early-cart`. */
    __sillageEarlyAdd?: (control: Element) => boolean;
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
