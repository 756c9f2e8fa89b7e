import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FREE_SHIPPING_ABOVE_CENTS, percentOfCents, priceBasket, SHIPPING_RATE_PERCENT, TAX_RATE_PERCENT } from './pricing.ts';

const one = (priceCents: number) => priceBasket([{ priceCents, qty: 1 }]);

describe('priceBasket', () => {
  it('exposes the spec constants', () => {
    expect(FREE_SHIPPING_ABOVE_CENTS).toBe(10000);
    expect(SHIPPING_RATE_PERCENT).toBe(15);
    expect(TAX_RATE_PERCENT).toBe(13);
  });

  it('prices an empty basket at zero', () => {
    expect(priceBasket([])).toEqual({ itemsCents: 0, shippingCents: 0, taxCents: 0, totalCents: 0 });
  });

  it('charges shipping at exactly $100 and ships free above it', () => {
    expect(one(10000)).toEqual({ itemsCents: 10000, shippingCents: 1500, taxCents: 1300, totalCents: 12800 });
    // 10001 * 13% = 1300.13 -> 1300
    expect(one(10001)).toEqual({ itemsCents: 10001, shippingCents: 0, taxCents: 1300, totalCents: 11301 });
  });

  it('rounds half a cent up (worked by hand)', () => {
    // 1c: shipping 0.15 -> 0, tax 0.13 -> 0
    expect(one(1)).toEqual({ itemsCents: 1, shippingCents: 0, taxCents: 0, totalCents: 1 });
    // 10c: shipping 1.5 -> 2, tax 1.3 -> 1
    expect(one(10)).toEqual({ itemsCents: 10, shippingCents: 2, taxCents: 1, totalCents: 13 });
    // 3c: shipping 0.45 -> 0, tax 0.39 -> 0
    expect(one(3)).toEqual({ itemsCents: 3, shippingCents: 0, taxCents: 0, totalCents: 3 });
    // 50c: shipping 7.5 -> 8, tax 6.5 -> 7
    expect(one(50)).toEqual({ itemsCents: 50, shippingCents: 8, taxCents: 7, totalCents: 65 });
    // 4c: shipping 0.6 -> 1, tax 0.52 -> 1
    expect(one(4)).toEqual({ itemsCents: 4, shippingCents: 1, taxCents: 1, totalCents: 6 });
  });

  it('multiplies price by quantity across lines', () => {
    // 2 x $24.99 + 1 x $19.50 = $69.48; shipping 1042.2 -> 1042; tax 903.24 -> 903
    const totals = priceBasket([
      { priceCents: 2499, qty: 2 },
      { priceCents: 1950, qty: 1 },
    ]);
    expect(totals).toEqual({ itemsCents: 6948, shippingCents: 1042, taxCents: 903, totalCents: 8893 });
  });

  it('refuses non-integer or negative amounts instead of guessing', () => {
    expect(() => one(24.99)).toThrow(RangeError);
    expect(() => one(-1)).toThrow(RangeError);
    expect(() => priceBasket([{ priceCents: 100, qty: 1.5 }])).toThrow(RangeError);
    expect(() => priceBasket([{ priceCents: Number.MAX_SAFE_INTEGER, qty: 2 }])).toThrow(RangeError);
  });

  const basket = fc.array(fc.record({ priceCents: fc.integer({ min: 0, max: 10_000_000 }), qty: fc.integer({ min: 0, max: 100 }) }), { maxLength: 50 });

  it('holds the spec rules for any basket', () => {
    fc.assert(
      fc.property(basket, (lines) => {
        const t = priceBasket(lines);
        const items = lines.reduce((sum, l) => sum + l.priceCents * l.qty, 0);
        expect(t.itemsCents).toBe(items);
        for (const n of Object.values(t)) expect(Number.isSafeInteger(n)).toBe(true);
        expect(t.totalCents).toBe(t.itemsCents + t.shippingCents + t.taxCents);
        expect(t.shippingCents === 0).toBe(items > 10000 || items * 15 < 50);
        if (items > 10000) expect(t.shippingCents).toBe(0);
        // within half a cent of the exact rate, and half-up (exact halves go up)
        expect(Math.abs(t.taxCents * 100 - items * 13)).toBeLessThanOrEqual(50);
        expect(t.taxCents * 100 - items * 13).toBeGreaterThan(-50);
        if (items <= 10000) expect(Math.abs(t.shippingCents * 100 - items * 15)).toBeLessThanOrEqual(50);
      }),
      { numRuns: 2000 },
    );
  });

  it('never lowers tax or the free-shipping-aware total when items grow', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e8 }), fc.integer({ min: 0, max: 1e6 }), (a, extra) => {
        const lo = one(a);
        const hi = one(a + extra);
        expect(hi.taxCents).toBeGreaterThanOrEqual(lo.taxCents);
        expect(hi.itemsCents + hi.taxCents).toBeGreaterThanOrEqual(lo.itemsCents + lo.taxCents);
        // shipping is monotone on each side of the threshold
        if (a + extra <= 10000 || a > 10000) expect(hi.shippingCents).toBeGreaterThanOrEqual(lo.shippingCents);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('percentOfCents', () => {
  it('matches exact half-up rounding for every small amount', () => {
    for (let cents = 0; cents <= 20000; cents++) {
      const exact = (cents * 13) / 100;
      expect(percentOfCents(cents, 13)).toBe(Math.floor(exact + 0.5 + 1e-9));
    }
  });
});
