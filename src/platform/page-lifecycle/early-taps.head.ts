// The page's first script, in its head (app-document.tsx), before anything can be tapped; bundled
// into the page at build time (scripts/build/head-scripts.ts). See early-taps.ts for why.
//
// In the capture phase on the window, so it sees each event before React's listener on the
// document. Until the page is interactive every such event is kept from React, but on a control
// React has committed (`earlyTapTarget` marked it live, its remembered taps are replayed on it):
// the browser still does what it does without script (a link still navigates, a field still takes
// focus and text), but React never hydrates in the middle of a tap. (A fiber on an element did not
// tell: React puts it there while it renders the hydration, before committing it, and an event on
// such an element let React hydrate the root synchronously mid-transition, its error #345.) After
// that every event reaches its target (a widget that is not React's, the PayPal buttons, has
// listeners of its own).
//
// A click on a control marked `data-early-tap` that is not live yet is remembered by its name and
// the control shows busy at once; it is carried out when React takes the control over
// (earlyTapTarget), never by both. So is an arrow key on a select's drawn trigger (a combobox),
// which opens it as a click does: Enter and Space make a click of their own, but an arrow pressed
// on a server-rendered select before its part was hydrated was dropped, and the select never
// opened (catalogue.spec.ts: ArrowDown as soon as the filter shows).
import {
  DISCRETE_EVENTS,
  EARLY_CART_ATTRIBUTE,
  EARLY_SHEET_ATTRIBUTE,
  EARLY_TAP_ATTRIBUTE,
  EARLY_TAP_EACH_ATTRIBUTE,
  LIVE_ATTRIBUTE,
} from './early-tap-attributes.ts';

const taps: string[] = (window.__sillageTaps = []);
const interactive = () => document.documentElement.dataset.interactive !== undefined;

/** A click, or an arrow key on a drawn select: what opens or does what the control is for. */
function opensControl(event: Event, control: Element): boolean {
  if (event.type === 'click') return true;
  const key = (event as KeyboardEvent).key;
  return event.type === 'keydown' && (key === 'ArrowDown' || key === 'ArrowUp') && control.getAttribute('role') === 'combobox';
}

function keep(event: Event): void {
  let target = event.target as Node | null;
  if (target && target.nodeType !== 1) target = target.parentElement;
  const element = target as Element | null;
  if (!element?.closest) return;
  // The early cart's own sheet: its events stop at the window, where it listens.
  if (element.closest(`[${EARLY_SHEET_ATTRIBUTE}]`)) {
    if (!interactive()) event.stopPropagation();
    return;
  }
  const control = element.closest(`[${EARLY_TAP_ATTRIBUTE}]`);
  if (control && !control.hasAttribute(LIVE_ATTRIBUTE) && opensControl(event, control)) {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (window.__sillageEarlyAdd && control.hasAttribute(EARLY_CART_ATTRIBUTE) && window.__sillageEarlyAdd(control)) return;
    const name = control.getAttribute(EARLY_TAP_ATTRIBUTE) ?? '';
    if (!control.hasAttribute(EARLY_TAP_EACH_ATTRIBUTE) && taps.includes(name)) return;
    taps.push(name);
    control.setAttribute('aria-busy', 'true');
    return;
  }
  if (!interactive() && !control?.hasAttribute(LIVE_ATTRIBUTE)) event.stopImmediatePropagation();
}

for (const name of DISCRETE_EVENTS) addEventListener(name, keep, true);
