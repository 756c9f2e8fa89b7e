// spec §4's add, one rule for the app's cart (cart-store.ts) and the cart a tap opens before the
// app is there (early-cart.head.ts, in the page's head: hence a module of its own, importing
// nothing the head script should not carry).
import { clampQty } from '#domain/quantity.ts';
import type { CartLineRow, CartProduct } from '#src/platform/local-db.ts';

/** Only the fields the cart keeps, whatever shape of product the caller holds. */
export function cartProductOf(product: CartProduct): CartProduct {
  const id = product.id ?? product._id;
  return { id, _id: id, name: product.name, price: product.price, image: product.image, countInStock: product.countInStock };
}

/**
 * spec §4 "add": a product already in the cart gets the new qty (replaced, not added), else a
 * new line is appended. Either way the qty stays within 1..countInStock.
 */
export function lineAfterAdd(existing: CartLineRow | undefined, product: CartProduct, qty: number, now: number): CartLineRow {
  const snapshot = cartProductOf(product);
  return {
    productId: snapshot.id,
    product: snapshot,
    qty: clampQty(qty, snapshot.countInStock),
    addedAt: existing?.addedAt ?? now,
  };
}
