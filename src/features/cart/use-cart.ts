import { useLiveQuery } from 'dexie-react-hooks';
import type { PaymentMethod } from '#domain/enums.ts';
import type { ShippingAddress } from '#domain/schemas/address.ts';
import { type CartLineRow, type CartMetaRow, localDb } from '#src/platform/local-db.ts';
import { type CartPrices, cartPrices, itemsCount } from './cart-lines.ts';

export type Cart = {
  lines: CartLineRow[];
  itemsCount: number;
  prices: CartPrices;
  shippingAddress: ShippingAddress | null;
  paymentMethod: PaymentMethod | null;
  /** False until IndexedDB has answered once (a split second after start). */
  isReady: boolean;
};

type Snapshot = { lines: CartLineRow[]; meta: CartMetaRow[] };

const loadCart = async (): Promise<Snapshot> => ({
  lines: await localDb.cartLines.orderBy('addedAt').toArray(),
  meta: await localDb.cartMeta.toArray(),
});

/** The cart, live: re-renders when it changes in this tab or in any other. */
export function useCart(): Cart {
  const snapshot = useLiveQuery(loadCart);
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
