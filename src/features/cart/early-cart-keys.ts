// Where the early cart (early-cart.head.ts) and the app meet in localStorage
// (early-cart-storage.ts). Apart, so that every page can ask whether adds wait for nothing more,
// and the head script carries nothing else.

/** The navbar's count of items in the cart (cart-count-mirror.ts). */
export const CART_COUNT_KEY = 'sillage:cart-count';

export const EARLY_CART_KEYS = {
  /** Adds tapped before the app could make them, oldest first (made in Dexie at interactive). */
  adds: 'sillage:cart-early-adds',
  /** The cart's lines as the early cart shows them, written whenever the app writes the cart. */
  lines: 'sillage:cart-lines',
  /** The navbar's count (cart-count-mirror.ts). */
  count: CART_COUNT_KEY,
} as const;

/** Whether an early cart kept adds the app has not made yet (on this page or an earlier one). */
export function hasEarlyAdds(): boolean {
  try {
    return localStorage.getItem(EARLY_CART_KEYS.adds) !== null;
  } catch {
    return false;
  }
}
