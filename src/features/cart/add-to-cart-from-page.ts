// What a product page's Add to Cart does. Fetched once the page is interactive (or sooner, when
// tapped early), not with the page: the cart's store is Dexie (about 100 KB of script), not needed
// to show a product. The toast (sonner) comes only for a failed add.
import { messages } from '#domain/messages.ts';
import type { CartProduct } from '#src/platform/local-db.ts';
import { openCartModal } from './cart-modal-state.ts';
import { addToCart } from './cart-store.ts';
// The cart the add opens comes with it: the tap then waits for no second download.
import './cart-modal.tsx';
import { warmDeviceCatalogue } from '#src/platform/local-catalogue.ts';
import { localDb } from '#src/platform/local-db.ts';
import { whenInteractive } from '#src/platform/page-lifecycle/early-taps.ts';
import { absorbEarlyAdds } from './early-cart-absorb.ts';

// Opening the device database (its first open creates it) is most of a first add on a slow phone:
// done once the page is interactive, before the shopper's tap needs it. Then the adds tapped
// before (early-cart.head.ts) are made in it.
void whenInteractive
  .then(() => localDb.open())
  .then(absorbEarlyAdds)
  .catch(() => undefined);
// The device catalogue's handle too, which an add uses to keep its scent (cart-reconcile.ts). On
// its own: should its file not come, the early adds are made all the same.
void whenInteractive.then(warmDeviceCatalogue).catch(() => undefined);

/**
 * The cart opens with the new line in the same render, before IndexedDB has committed it
 * (cart-snapshot.ts): a settled tap's cart is painted within the goal of 0.3 s on a slowed phone.
 * Should the write fail, the line goes from the open cart and a toast says so.
 */
export function addToCartFromPage(product: CartProduct, qty: number): Promise<void> {
  const added = addToCart(product, qty);
  openCartModal();
  return added.catch(() => {
    void import('sonner').then(({ toast }) => toast.error(messages.genericError));
  });
}
