// The cart, opened by a tap made before the page is interactive (issue 26), from the page's head:
// see early-cart-script.ts for why and how it reaches the page. Plain DOM, bundled into the page
// at build time (scripts/build/head-scripts.ts) with the little it imports: the app's add rule,
// the storage keys and the early taps' attributes. Its words and links in the page's language
// come from the server, in `window.__sillageEarlyCart` (set just before this runs, then dropped).
// It answers Add to Cart only if it can keep the add (storage refused: false, and the early taps'
// script keeps the tap for the app).
import { EARLY_CART_ATTRIBUTE, EARLY_SHEET_ATTRIBUTE } from '#src/platform/page-lifecycle/early-tap-attributes.ts';
import { SESSION_STORAGE_KEY } from '#src/platform/session/session-storage-key.ts';
import type { EarlyAdd, MirroredLine } from './early-cart-storage.ts';
import type { EarlyCartLook } from './early-cart-look.ts';
import { EARLY_CART_KEYS } from './early-cart-keys.ts';
import { EARLY_CART_SLOT, type EarlyCartData, type EarlyCartSettings } from './early-cart-settings.ts';
import { lineAfterAdd } from './line-after-add.ts';

const settings = window.__sillageEarlyCart as EarlyCartSettings;
delete window.__sillageEarlyCart;

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
    element.setAttribute(EARLY_SHEET_ATTRIBUTE, '');
  }
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', 'early-cart-title');
  dialog.tabIndex = -1;
  const header = make('div', look.header);
  const title = make('h2', look.title, settings.texts.title.replace(EARLY_CART_SLOT, String(count)));
  title.id = 'early-cart-title';
  header.append(title);
  const list = make('ul', look.list);
  list.setAttribute('aria-label', settings.texts.items);
  for (const line of lines) {
    const row = make('li', look.line);
    const link = make('a', look.imageLink) as HTMLAnchorElement;
    link.href = settings.paths.scent + encodeURIComponent(line.id);
    const image = make('img', look.image) as HTMLImageElement;
    image.src = line.image;
    image.alt = line.name;
    image.width = 96;
    image.height = 96;
    link.append(image);
    const info = make('div', look.info);
    info.append(make('h3', look.name, line.name), make('p', look.price, line.price));
    row.append(link, info, make('p', look.qty, settings.texts.quantity.replace(EARLY_CART_SLOT, String(line.qty))));
    list.append(row);
  }
  const actions = make('div', look.actions);
  const onward = make('a', look.secondary, settings.texts.onward) as HTMLAnchorElement;
  onward.href = settings.paths.catalogue;
  const checkout = make('a', look.primary, settings.texts.checkout) as HTMLAnchorElement;
  // A stored session that has expired meets the checkout's own sign-in redirect.
  let signedIn = false;
  try {
    signedIn = localStorage.getItem(SESSION_STORAGE_KEY) !== null;
  } catch {
    // Storage refused: the checkout's own check decides.
  }
  checkout.href = signedIn ? settings.paths.checkout : settings.paths.signInToCheckout;
  actions.append(onward, checkout);
  const closeButton = make('button', look.close) as HTMLButtonElement;
  closeButton.type = 'button';
  closeButton.setAttribute('aria-label', settings.texts.close);
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
    data = JSON.parse(control.getAttribute(EARLY_CART_ATTRIBUTE) ?? '') as EarlyCartData;
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
  // The app's own add (spec §4): the quantity within 1..stock.
  qty = lineAfterAdd(undefined, data.add, qty, Date.now()).qty;
  let lines: MirroredLine[];
  let count = 0;
  try {
    const adds = JSON.parse(localStorage.getItem(EARLY_CART_KEYS.adds) ?? '[]') as EarlyAdd[];
    adds.push({ product: data.add, qty });
    lines = JSON.parse(localStorage.getItem(EARLY_CART_KEYS.lines) ?? '[]') as MirroredLine[];
    // spec §4: a scent already in the cart gets the new quantity, in its place.
    const line = { ...data.line, qty };
    const at = lines.findIndex((each) => each.id === line.id);
    if (at >= 0) lines[at] = line;
    else lines.push(line);
    for (const each of lines) count += each.qty;
    localStorage.setItem(EARLY_CART_KEYS.adds, JSON.stringify(adds));
    localStorage.setItem(EARLY_CART_KEYS.lines, JSON.stringify(lines));
    localStorage.setItem(EARLY_CART_KEYS.count, String(count));
  } catch {
    return false;
  }
  open(lines, count, data.look, control);
  return true;
};
