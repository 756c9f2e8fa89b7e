// Spec §9 price rules, computed on integer cents only so that the client's summary and the
// server's stored order can never disagree by a cent. The server is the authority (it reads
// current prices); the client uses the same function to show the same numbers.

export const FREE_SHIPPING_ABOVE_CENTS = 10000;
export const SHIPPING_RATE_PERCENT = 15;
export const TAX_RATE_PERCENT = 13;

export type BasketLine = { readonly priceCents: number; readonly qty: number };

export type BasketTotals = {
  itemsCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
};

function assertCount(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer, got ${value}`);
  }
}

/**
 * `percent`% of `cents`, rounded half up to the cent. Stays in integers: the remainder is
 * removed before dividing, so the division is exact.
 */
export function percentOfCents(cents: number, percent: number): number {
  assertCount(cents, 'cents');
  assertCount(percent, 'percent');
  const hundredths = cents * percent + 50;
  if (!Number.isSafeInteger(hundredths)) throw new RangeError('Amount too large to price exactly');
  return (hundredths - (hundredths % 100)) / 100;
}

export function shippingForItems(itemsCents: number): number {
  return itemsCents > FREE_SHIPPING_ABOVE_CENTS ? 0 : percentOfCents(itemsCents, SHIPPING_RATE_PERCENT);
}

export function taxForItems(itemsCents: number): number {
  return percentOfCents(itemsCents, TAX_RATE_PERCENT);
}

export function priceBasket(lines: ReadonlyArray<BasketLine>): BasketTotals {
  let itemsCents = 0;
  for (const line of lines) {
    assertCount(line.priceCents, 'priceCents');
    assertCount(line.qty, 'qty');
    itemsCents += line.priceCents * line.qty;
    if (!Number.isSafeInteger(itemsCents)) throw new RangeError('Amount too large to price exactly');
  }
  const shippingCents = shippingForItems(itemsCents);
  const taxCents = taxForItems(itemsCents);
  return { itemsCents, shippingCents, taxCents, totalCents: itemsCents + shippingCents + taxCents };
}
