// What a product page's Add to Cart does. Imported when the shopper reaches for the button, not
// with the page: the cart's store is Dexie (about 100 KB of script) and the toast is sonner, and
// neither is needed to show a product (a first visit's main thread is the shopper's).
import { toast } from 'sonner';
import { messages } from '#domain/messages.ts';
import type { CartProduct } from '#src/platform/local-db.ts';
import { openCartModal } from './cart-modal-state.ts';
import { addToCart } from './cart-store.ts';
// The cart the add opens comes with it: the tap then waits for no second download.
import './cart-modal.tsx';

export function addToCartFromPage(product: CartProduct, qty: number): Promise<void> {
  return addToCart(product, qty).then(openCartModal, () => {
    toast.error(messages.genericError);
  });
}
