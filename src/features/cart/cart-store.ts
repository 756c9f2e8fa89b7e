// The cart's writes (spec §4 cart actions). The cart lives in IndexedDB (DESIGN §4): it survives
// reloads, offline use and browser restarts, and every tab sees a change at once through
// Dexie's live queries. Prices are never stored: they are recomputed from the lines.
import type { PaymentMethod } from '#domain/enums.ts';
import type { ShippingAddress } from '#domain/schemas/address.ts';
import { clampQty } from '#domain/quantity.ts';
import { type CartLineRow, type CartProduct, localDb } from '#src/platform/local-db.ts';
import { writeCartCount } from './cart-count-mirror.ts';
import { itemsCount, type LineChange } from './cart-lines.ts';
import { lineAfterAdd } from './line-after-add.ts';
import { cartSnapshot, showCleared, showMeta, writeLines } from './cart-snapshot.ts';
import { forgetEarlyAdds, writeMirroredLines } from './early-cart-storage.ts';

/**
 * Changes the lines in one read-write transaction that also reads them back; the page shows
 * `change` at once and the lines once committed (cart-snapshot.ts). Then the navbar's first count
 * on the next page (cart-count-mirror.ts) and the lines an early tap's cart shows
 * (early-cart.head.ts) are told.
 */
async function changeLines(change: LineChange | undefined, write: () => Promise<unknown>): Promise<void> {
  const lines = await writeLines(change, () =>
    localDb.transaction('rw', localDb.cartLines, async (): Promise<CartLineRow[]> => {
      await write();
      return localDb.cartLines.orderBy('addedAt').toArray();
    }),
  );
  writeCartCount(itemsCount(lines));
  writeMirroredLines(lines);
}

const shownLine = (productId: string) => cartSnapshot()?.lines.find((line) => line.productId === productId);

export function addToCart(product: CartProduct, qty: number): Promise<void> {
  const id = product.id ?? product._id;
  const now = Date.now();
  return changeLines({ productId: id, next: lineAfterAdd(shownLine(id), product, qty, now) }, async () => {
    const existing = await localDb.cartLines.get(id);
    await localDb.cartLines.put(lineAfterAdd(existing, product, qty, now));
  });
}

export function removeFromCart(productId: string): Promise<void> {
  return changeLines({ productId, next: null }, () => localDb.cartLines.delete(productId));
}

/** The stepper in the cart: the qty stays within 1..countInStock of the product as last seen. */
export function setLineQty(productId: string, qty: number): Promise<void> {
  const shown = shownLine(productId);
  const change = shown && { productId, next: { ...shown, qty: clampQty(qty, shown.product.countInStock) } };
  return changeLines(change, async () => {
    const line = await localDb.cartLines.get(productId);
    if (line) await localDb.cartLines.update(productId, { qty: clampQty(qty, line.product.countInStock) });
  });
}

export async function saveShippingAddress(address: ShippingAddress): Promise<void> {
  const row = { key: 'shippingAddress', value: address } as const;
  await localDb.cartMeta.put(row);
  showMeta(row);
}

export async function savePaymentMethod(method: PaymentMethod): Promise<void> {
  const row = { key: 'paymentMethod', value: method } as const;
  await localDb.cartMeta.put(row);
  showMeta(row);
}

/** After an order is placed: the lines go, the address and method stay for next time. */
export async function clearCartItems(): Promise<void> {
  await localDb.cartLines.clear();
  showCleared({ meta: false });
  writeCartCount(0);
  writeMirroredLines([]);
}

/** On logout (DESIGN §4): nothing of this shopper's cart is left for the next person on the device. */
export async function clearCart(): Promise<void> {
  await localDb.transaction('rw', localDb.cartLines, localDb.cartMeta, async () => {
    await localDb.cartLines.clear();
    await localDb.cartMeta.clear();
  });
  showCleared({ meta: true });
  writeCartCount(0);
  writeMirroredLines([]);
  // Adds tapped before a page was interactive and not made yet were this shopper's too.
  forgetEarlyAdds(Number.POSITIVE_INFINITY);
}
