// The adds tapped before the page was interactive (early-cart.head.ts), made in the device's
// cart once the app is there, and the app's cart dialog in place of the early one.
import { closeCartModal, openCartModal } from './cart-modal-state.ts';
import { addToCart } from './cart-store.ts';
import { EARLY_SHEET_ATTRIBUTE } from '#src/platform/page-lifecycle/early-tap-attributes.ts';
import { forgetEarlyAdds, readEarlyAdds } from './early-cart-storage.ts';

/**
 * Makes each kept add, oldest first, as the tap would have (spec §4: the quantity replaced, so an
 * add made twice, by two tabs or after a crash between the two steps, leaves the same cart), then
 * forgets them. One tab at a time where the browser can say so (Web Locks).
 */
export async function absorbEarlyAdds(): Promise<void> {
  const absorb = async () => {
    const adds = readEarlyAdds();
    for (const add of adds) await addToCart(add.product, add.qty);
    forgetEarlyAdds(adds.length);
  };
  if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request('sillage:cart-early-adds', absorb);
  else await absorb();
  if (document.querySelector(`[role="dialog"][${EARLY_SHEET_ATTRIBUTE}]`)) handOverToAppCart();
}

/**
 * Opens the app's cart dialog and removes the early one the moment the app's is in the page (a
 * mutation observer runs before the next paint and before any other task: never two carts).
 */
function handOverToAppCart(): void {
  const removeEarly = () => {
    observer.disconnect();
    document.querySelectorAll(`[${EARLY_SHEET_ATTRIBUTE}]`).forEach((element) => element.remove());
  };
  // The app's dialog is the browser's own <dialog>, shown once it has `open`.
  const appDialogShown = () => document.querySelector('dialog[open]') !== null;
  const earlyShown = () => document.querySelector(`[role="dialog"][${EARLY_SHEET_ATTRIBUTE}]`) !== null;
  const observer = new MutationObserver(() => {
    if (appDialogShown()) removeEarly();
    else if (!earlyShown()) {
      // The shopper closed the early cart while the app's was on its way: it stays closed.
      observer.disconnect();
      closeCartModal();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['open'] });
  openCartModal();
  // Should the app's dialog never come (its code failed to load), the early one stays: it is a
  // working cart of links, and its close button still closes it.
}
