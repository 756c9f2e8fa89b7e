// Pure cart arithmetic, kept apart from storage so it can be tested without IndexedDB.
import { toCents } from '#domain/money.ts';
import { priceBasket } from '#domain/pricing.ts';
import type { CartLineRow } from '#src/platform/local-db.ts';

/** The cart's prices in integer cents (spec §9 rules from domain/pricing). */
export type CartPrices = { itemsPrice: number; shippingPrice: number; taxPrice: number; totalPrice: number };

export function cartPrices(lines: ReadonlyArray<Pick<CartLineRow, 'product' | 'qty'>>): CartPrices {
  const totals = priceBasket(lines.map((line) => ({ priceCents: toCents(line.product.price), qty: line.qty })));
  return { itemsPrice: totals.itemsCents, shippingPrice: totals.shippingCents, taxPrice: totals.taxCents, totalPrice: totals.totalCents };
}

/** The badge number and the modal title's N: the sum of quantities, not the number of lines. */
export function itemsCount(lines: ReadonlyArray<Pick<CartLineRow, 'qty'>>): number {
  return lines.reduce((sum, line) => sum + line.qty, 0);
}

/** What a write is about to make of one line: its new row, or null when it goes. */
export type LineChange = { productId: string; next: CartLineRow | null };

/**
 * The lines with changes not committed yet laid over them, in the order they were made. Each
 * change says what its line becomes, not by how much, so laying it over lines that already hold
 * it changes nothing (a read that saw the write commit before its change was retired).
 */
export function withLineChanges(lines: ReadonlyArray<CartLineRow>, changes: ReadonlyArray<LineChange>): CartLineRow[] {
  if (changes.length === 0) return lines as CartLineRow[];
  const byId = new Map(lines.map((line) => [line.productId, line]));
  for (const change of changes) {
    if (change.next) byId.set(change.productId, change.next);
    else byId.delete(change.productId);
  }
  return [...byId.values()].sort((a, b) => a.addedAt - b.addedAt);
}
