// What the server's current product means for one cart line (DESIGN §4: prices and stock in the
// cart are re-checked when online; changes are applied and told). Pure, so it is tested alone.
import { messages } from '#domain/messages.ts';
import { toCents } from '#domain/money.ts';
import type { CartLineRow, CartProduct } from '#src/platform/local-db.ts';
import { cartProductOf } from './line-after-add.ts';

/** The server's answer for a line's product: gone (404), or the product as it is now. */
export type ServerProduct = { gone: true } | { gone: false; product: CartProduct };

/** `next` null: the line leaves the cart. `notices`: what the shopper is told, once. */
export type LineChange = { next: CartLineRow | null; notices: string[] };

export function reconcileLine(line: CartLineRow, server: ServerProduct): LineChange {
  if (server.gone || server.product.countInStock <= 0) {
    return { next: null, notices: [messages.cartItemUnavailable(line.product.name)] };
  }
  const product = cartProductOf(server.product);
  const notices: string[] = [];
  if (toCents(product.price) !== toCents(line.product.price)) notices.push(messages.cartPriceChanged(product.name));
  const qty = Math.min(line.qty, Math.floor(product.countInStock));
  if (qty < line.qty) notices.push(messages.cartQtyReduced(product.name, qty));
  return { next: { ...line, product, qty }, notices };
}

/** True when storing `next` would change nothing the shopper can see or pay. */
export function sameLine(a: CartLineRow, b: CartLineRow): boolean {
  const keys = ['name', 'price', 'image', 'countInStock'] as const;
  return a.qty === b.qty && keys.every((key) => a.product[key] === b.product[key]);
}
