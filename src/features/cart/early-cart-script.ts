// The cart, opened by a tap made before the page is interactive (issue 26). On a poor line a
// product page is readable seconds before its script has arrived and React has taken it over; the
// cart's own code (Dexie, the dialog) comes after that. So Add to Cart's tap is answered by this
// script in the page's head, with nothing to download: it keeps the add in localStorage (the app
// makes it in the device's cart once it is interactive, early-cart-absorb.ts) and opens a cart
// built from the copy of the cart's lines the app keeps there, with the look (class names) the
// page gives it (early-cart-look.ts), so it is the same dialog to the eye and to a screen reader
// ("Your Cart (N)", its lines, the two ways on, in the words of domain/messages.ts). The app's own cart dialog takes its place once
// the app is there. Totals come with it: the pricing rules are the app's, not repeated here.
import type { EarlyAdd, MirroredLine } from './early-cart-storage.ts';
import type { EarlyCartLook } from './early-cart-look.ts';
import { EARLY_SHEET_ATTRIBUTE } from '#src/ui/early-taps.ts';

/** On Add to Cart, beside `data-early-tap`: what the early cart needs (earlyCartData()). */
export const EARLY_CART_ATTRIBUTE = 'data-early-cart';
/** On the early cart's dialog and backdrop: their events are theirs; the app removes them when its own dialog shows. */
export const EARLY_CART_SHEET_ATTRIBUTE = EARLY_SHEET_ATTRIBUTE;

export type EarlyCartData = { add: EarlyAdd['product']; line: MirroredLine; look: EarlyCartLook };
type Keys = { adds: string; lines: string; count: string; session: string; control: string; sheet: string };
/**
 * Where the dialog's links go, in the page's language: a scent's page (its id appended), the
 * catalogue, the checkout, and sign-in on the way to the checkout (as the app's cart, for a
 * device where no one is signed in).
 */
export type EarlyCartPaths = { scent: string; catalogue: string; checkout: string; signInToCheckout: string };
/** The dialog's words (early-cart-texts.ts); EARLY_CART_SLOT stands for the number the script fills in. */
export type EarlyCartTexts = { title: string; items: string; close: string; onward: string; checkout: string; quantity: string };
export const EARLY_CART_SLOT = '{n}';

declare global {
  interface Window {
    /** Set by this script; called by the early-taps script for a control marked `data-early-cart`. */
    __sillageEarlyAdd?: (control: Element) => boolean;
  }
}

/**
 * Serialized into the page's head (earlyCartScript()): plain DOM and nothing it does not declare
 * itself. Returns false (the tap is then kept for the app, ui/early-taps.ts) when it cannot keep
 * the add (storage refused).
 */
function runEarlyCart(keys: Keys, texts: EarlyCartTexts, paths: EarlyCartPaths, slot: string): void {
  let shown: HTMLElement[] = [];
  let returnFocus: Element | null = null;
  const make = (tag: string, className: string, text?: string): HTMLElement => {
    const element = document.createElement(tag);
    if (className) element.className = className;
    if (text !== undefined) element.textContent = text;
    return element;
  };
  // On the window, in the capture phase, beside the early-taps script's listener: until the page
  // is interactive, that one keeps the sheet's events from going further (React, listening on the
  // document, would hydrate the whole page synchronously for them: its error #345), so the sheet's
  // own handling is here, where they still arrive.
  let closer: Element | null = null;
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  const onClick = (event: MouseEvent) => {
    if (closer && event.target instanceof Node && closer.contains(event.target)) close();
  };
  const close = () => {
    shown.forEach((element) => element.remove());
    shown = [];
    closer = null;
    window.removeEventListener('keydown', onKey, true);
    window.removeEventListener('click', onClick, true);
    if (returnFocus instanceof HTMLElement) returnFocus.focus();
  };

  function open(lines: MirroredLine[], count: number, look: EarlyCartLook, control: Element): void {
    close();
    returnFocus = control;
    const backdrop = make('div', look.overlay);
    const dialog = make('div', look.content);
    for (const element of [backdrop, dialog]) {
      element.setAttribute('data-state', 'open');
      element.setAttribute(keys.sheet, '');
    }
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'early-cart-title');
    dialog.tabIndex = -1;
    const header = make('div', look.header);
    const title = make('h2', look.title, texts.title.replace(slot, String(count)));
    title.id = 'early-cart-title';
    header.append(title);
    const list = make('ul', look.list);
    list.setAttribute('aria-label', texts.items);
    for (const line of lines) {
      const row = make('li', look.line);
      const link = make('a', look.imageLink) as HTMLAnchorElement;
      link.href = paths.scent + encodeURIComponent(line.id);
      const image = make('img', look.image) as HTMLImageElement;
      image.src = line.image;
      image.alt = line.name;
      image.width = 96;
      image.height = 96;
      link.append(image);
      const info = make('div', look.info);
      info.append(make('h3', look.name, line.name), make('p', look.price, line.price));
      row.append(link, info, make('p', look.qty, texts.quantity.replace(slot, String(line.qty))));
      list.append(row);
    }
    const actions = make('div', look.actions);
    const onward = make('a', look.secondary, texts.onward) as HTMLAnchorElement;
    onward.href = paths.catalogue;
    const checkout = make('a', look.primary, texts.checkout) as HTMLAnchorElement;
    // A stored session that has expired meets the checkout's own sign-in redirect.
    let signedIn = false;
    try {
      signedIn = localStorage.getItem(keys.session) !== null;
    } catch {
      // Storage refused: the checkout's own check decides.
    }
    checkout.href = signedIn ? paths.checkout : paths.signInToCheckout;
    actions.append(onward, checkout);
    const closeButton = make('button', look.close) as HTMLButtonElement;
    closeButton.type = 'button';
    closeButton.setAttribute('aria-label', texts.close);
    closeButton.innerHTML =
      '<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path d="M5 5l10 10M15 5L5 15" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"/></svg>';
    dialog.append(header, list, actions, closeButton);
    document.body.append(backdrop, dialog);
    shown = [backdrop, dialog];
    closer = closeButton;
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('click', onClick, true);
    dialog.focus();
  }

  window.__sillageEarlyAdd = (control) => {
    let data: EarlyCartData;
    try {
      data = JSON.parse(control.getAttribute(keys.control) ?? '') as EarlyCartData;
    } catch {
      return false;
    }
    // The quantity shown beside the button, and the steps tapped since (the app carries those
    // out too, so its stepper will show the same): spec §4's add, within 1..stock.
    const group = control.parentElement?.querySelector('[role="group"]');
    let qty = Number(group?.querySelector('output')?.textContent) || 1;
    const steps = group
      ?.querySelector('[data-early-tap$="-increase"]')
      ?.getAttribute('data-early-tap')
      ?.replace(/-increase$/, '');
    for (const tap of window.__sillageTaps ?? []) {
      if (tap === `${steps}-increase`) qty += 1;
      else if (tap === `${steps}-decrease`) qty -= 1;
    }
    qty = Math.max(1, Math.min(qty, data.add.countInStock));
    let lines: MirroredLine[];
    let count = 0;
    try {
      const adds = JSON.parse(localStorage.getItem(keys.adds) ?? '[]') as EarlyAdd[];
      adds.push({ product: data.add, qty });
      lines = JSON.parse(localStorage.getItem(keys.lines) ?? '[]') as MirroredLine[];
      // spec §4: a scent already in the cart gets the new quantity, in its place.
      const line = { ...data.line, qty };
      const at = lines.findIndex((each) => each.id === line.id);
      if (at >= 0) lines[at] = line;
      else lines.push(line);
      for (const each of lines) count += each.qty;
      localStorage.setItem(keys.adds, JSON.stringify(adds));
      localStorage.setItem(keys.lines, JSON.stringify(lines));
      localStorage.setItem(keys.count, String(count));
    } catch {
      return false;
    }
    open(lines, count, data.look, control);
    return true;
  };
}

/** The script's text for the page's head (a function: the browser's bundle, which never calls it, drops it). */
export const earlyCartScript = (keys: Omit<Keys, 'control' | 'sheet'>, texts: EarlyCartTexts, paths: EarlyCartPaths) => {
  const argumentsText = [{ ...keys, control: EARLY_CART_ATTRIBUTE, sheet: EARLY_CART_SHEET_ATTRIBUTE }, texts, paths, EARLY_CART_SLOT]
    .map((value) => JSON.stringify(value))
    .join(',');
  return `(${runEarlyCart.toString()})(${argumentsText})`;
};
