import { useSyncExternalStore } from 'react';
import type { PaymentMethod } from '#domain/enums.ts';
import type { ShippingAddress } from '#domain/schemas/address.ts';
import type { CartLineRow } from '#src/platform/local-db.ts';
import { type CartPrices, cartPrices, itemsCount } from './cart-lines.ts';
import { cartSnapshot, subscribeCart } from './cart-snapshot.ts';

export type Cart = {
  lines: CartLineRow[];
  itemsCount: number;
  prices: CartPrices;
  shippingAddress: ShippingAddress | null;
  paymentMethod: PaymentMethod | null;
  /** False until IndexedDB has answered once (a split second after start). */
  isReady: boolean;
};

/** The cart, live: re-renders when it changes in this tab or in any other. */
export function useCart(): Cart {
  // The server and hydration render the cart as not read yet: the device answers after.
  const snapshot = useSyncExternalStore(subscribeCart, cartSnapshot, () => undefined);
  const lines = snapshot?.lines ?? [];
  const meta = snapshot?.meta ?? [];
  let shippingAddress: ShippingAddress | null = null;
  let paymentMethod: PaymentMethod | null = null;
  for (const row of meta) {
    if (row.key === 'shippingAddress') shippingAddress = row.value;
    else if (row.key === 'paymentMethod') paymentMethod = row.value;
  }
  return { lines, itemsCount: itemsCount(lines), prices: cartPrices(lines), shippingAddress, paymentMethod, isReady: snapshot !== undefined };
}
