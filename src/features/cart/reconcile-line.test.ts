import { describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import type { CartLineRow, CartProduct } from '#src/platform/local-db.ts';
import { reconcileLine, sameLine } from './reconcile-line.ts';

const product = (over: Partial<CartProduct> = {}): CartProduct => ({
  id: 'p1',
  _id: 'p1',
  name: 'Ambre Nuit',
  price: 30,
  image: '/uploads/a.webp',
  countInStock: 9,
  ...over,
});
const line = (qty: number, over: Partial<CartProduct> = {}): CartLineRow => ({ productId: 'p1', product: product(over), qty, addedAt: 1 });

describe('reconcileLine (DESIGN §4: the cart re-checked against the server)', () => {
  it('leaves an unchanged line as it is, with nothing to tell', () => {
    const result = reconcileLine(line(2), { gone: false, product: product() });
    expect(result.notices).toEqual([]);
    expect(sameLine(result.next!, line(2))).toBe(true);
  });

  it('applies a new price and tells it', () => {
    const result = reconcileLine(line(2), { gone: false, product: product({ price: 34.5 }) });
    expect(result.next?.product.price).toBe(34.5);
    expect(result.next?.qty).toBe(2);
    expect(result.notices).toEqual([messages.cartPriceChanged('Ambre Nuit')]);
  });

  it('cuts the quantity to the stock left and tells it', () => {
    const result = reconcileLine(line(4), { gone: false, product: product({ countInStock: 2 }) });
    expect(result.next?.qty).toBe(2);
    expect(result.notices).toEqual([messages.cartQtyReduced('Ambre Nuit', 2)]);
  });

  it('tells both when price and stock changed', () => {
    const result = reconcileLine(line(4), { gone: false, product: product({ price: 25, countInStock: 1 }) });
    expect(result.notices).toEqual([messages.cartPriceChanged('Ambre Nuit'), messages.cartQtyReduced('Ambre Nuit', 1)]);
  });

  it('removes a product that vanished or sold out', () => {
    expect(reconcileLine(line(1), { gone: true })).toEqual({ next: null, notices: [messages.cartItemUnavailable('Ambre Nuit')] });
    expect(reconcileLine(line(1), { gone: false, product: product({ countInStock: 0 }) }).next).toBeNull();
  });

  it('ignores a float wobble in the price', () => {
    expect(reconcileLine(line(1, { price: 0.3 }), { gone: false, product: product({ price: 0.1 + 0.2 }) }).notices).toEqual([]);
  });
});
