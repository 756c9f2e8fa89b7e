// Apart from stock.ts, which reads the shop's words: the early cart's head script adds with this
// rule too (features/cart/early-cart.head.ts), and carries nothing it does not need.

/** The quantity stepper's bounds (spec §5): at least 1, at most what is in stock. */
export function clampQty(qty: number, countInStock: number): number {
  const max = Math.max(1, Math.floor(countInStock));
  if (!Number.isFinite(qty)) return 1;
  return Math.min(max, Math.max(1, Math.floor(qty)));
}
