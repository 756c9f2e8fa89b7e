// What the early cart (early-cart.head.ts) and the app share through localStorage: the adds
// tapped before the page was interactive, and a copy of the cart's lines to show meanwhile.
// localStorage because the page's head script can write it synchronously at the tap, with no
// code to download: the device database (Dexie, IndexedDB) is the app's and comes later.
import { formatMoney, toCents } from '#domain/money.ts';
import { variantUrl } from '#domain/image-variants.ts';
import type { CartLineRow, CartProduct } from '#src/platform/local-db.ts';
import { EARLY_CART_KEYS } from './early-cart-keys.ts';

export { EARLY_CART_KEYS };

export type EarlyAdd = { product: CartProduct; qty: number };
/** One line of the early cart: what its row shows, already formatted. */
export type MirroredLine = { id: string; name: string; price: string; image: string; qty: number };

/** The picture of a line at the cart's size (the smallest copy), or the original. */
export const lineImage = (image: string) => variantUrl(image, 320, 'webp') ?? image;

export const mirroredLine = (product: CartProduct, qty: number): MirroredLine => ({
  id: product.id ?? product._id,
  name: product.name,
  price: formatMoney(toCents(product.price)),
  image: lineImage(product.image),
  qty,
});

export function writeMirroredLines(lines: ReadonlyArray<CartLineRow>): void {
  try {
    if (lines.length === 0) localStorage.removeItem(EARLY_CART_KEYS.lines);
    else localStorage.setItem(EARLY_CART_KEYS.lines, JSON.stringify(lines.map((line) => mirroredLine(line.product, line.qty))));
  } catch {
    return; // storage refused: an early tap then waits for the app, as it did before
  }
}

export function readEarlyAdds(): EarlyAdd[] {
  try {
    const adds: unknown = JSON.parse(localStorage.getItem(EARLY_CART_KEYS.adds) ?? '[]');
    return Array.isArray(adds) ? adds.filter((add): add is EarlyAdd => typeof add?.product?.id === 'string' && Number.isInteger(add.qty)) : [];
  } catch {
    return [];
  }
}

/** Forgets the first `count` adds (those the app has made); any tapped since stay. */
export function forgetEarlyAdds(count: number): void {
  try {
    const rest = readEarlyAdds().slice(count);
    if (rest.length === 0) localStorage.removeItem(EARLY_CART_KEYS.adds);
    else localStorage.setItem(EARLY_CART_KEYS.adds, JSON.stringify(rest));
  } catch {
    return;
  }
}
