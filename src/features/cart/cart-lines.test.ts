import { describe, expect, it } from 'vitest';
import type { CartProduct } from '#src/platform/local-db.ts';
import { cartPrices, itemsCount, withLineChanges } from './cart-lines.ts';
import { lineAfterAdd } from './line-after-add.ts';

const product = (over: Partial<CartProduct> = {}): CartProduct => ({
  id: 'p1',
  _id: 'p1',
  name: 'Ambre Nuit',
  price: 30,
  image: '/uploads/a.webp',
  countInStock: 5,
  ...over,
});

describe('lineAfterAdd (spec §4 add)', () => {
  it('appends a new line with the given qty', () => {
    expect(lineAfterAdd(undefined, product(), 2, 1000)).toEqual({ productId: 'p1', product: product(), qty: 2, addedAt: 1000 });
  });

  it('replaces the qty of a line already in the cart and keeps its place', () => {
    const existing = lineAfterAdd(undefined, product(), 3, 1000);
    const next = lineAfterAdd(existing, product({ price: 28 }), 1, 2000);
    expect(next.qty).toBe(1);
    expect(next.addedAt).toBe(1000);
    expect(next.product.price).toBe(28);
  });

  it('keeps the qty within 1..countInStock', () => {
    expect(lineAfterAdd(undefined, product({ countInStock: 2 }), 9, 0).qty).toBe(2);
    expect(lineAfterAdd(undefined, product(), 0, 0).qty).toBe(1);
  });

  it('keeps only the fields the cart needs', () => {
    const full = { ...product(), brand: 'Maison', reviews: [] } as CartProduct;
    expect(Object.keys(lineAfterAdd(undefined, full, 1, 0).product).sort()).toEqual(['_id', 'countInStock', 'id', 'image', 'name', 'price']);
  });
});

describe('cart sums', () => {
  const lines = [
    { product: product({ price: 30 }), qty: 2 },
    { product: product({ id: 'p2', price: 12.5 }), qty: 1 },
  ];

  it('counts quantities, not lines', () => {
    expect(itemsCount(lines)).toBe(3);
    expect(itemsCount([])).toBe(0);
  });

  it('prices in cents with the spec §9 rules', () => {
    expect(cartPrices(lines)).toEqual({ itemsPrice: 7250, shippingPrice: 1088, taxPrice: 943, totalPrice: 9281 });
    expect(cartPrices([{ product: product({ price: 50.01 }), qty: 2 }]).shippingPrice).toBe(0);
    expect(cartPrices([])).toEqual({ itemsPrice: 0, shippingPrice: 0, taxPrice: 0, totalPrice: 0 });
  });
});

describe('withLineChanges (a tap shown before the device has it)', () => {
  const a = lineAfterAdd(undefined, product(), 1, 1000);
  const b = lineAfterAdd(undefined, product({ id: 'p2', _id: 'p2', name: 'Vétiver' }), 2, 2000);

  it('shows an add, a new quantity and a removal, lines in the order they were added', () => {
    const c = lineAfterAdd(undefined, product({ id: 'p3', _id: 'p3' }), 1, 3000);
    expect(withLineChanges([a, b], [{ productId: 'p3', next: c }])).toEqual([a, b, c]);
    expect(withLineChanges([a, b], [{ productId: 'p1', next: { ...a, qty: 4 } }])).toEqual([{ ...a, qty: 4 }, b]);
    expect(withLineChanges([a, b], [{ productId: 'p1', next: null }])).toEqual([b]);
  });

  it('lays later changes over earlier ones', () => {
    const changes = [
      { productId: 'p1', next: { ...a, qty: 2 } },
      { productId: 'p1', next: null },
    ];
    expect(withLineChanges([a, b], changes)).toEqual([b]);
  });

  it('changes nothing when the lines already hold the change (its write committed first)', () => {
    const lines = [a, { ...b, qty: 3 }];
    expect(withLineChanges(lines, [{ productId: 'p2', next: { ...b, qty: 3 } }])).toEqual(lines);
    expect(withLineChanges(lines, [])).toBe(lines);
  });
});
