// PayPal speaks amounts as decimal strings ("24.99"). We compare money in integer cents only, so
// these two functions are the only crossing, done on digits rather than through a float.

/** 2499 → "24.99"; 500 → "5.00". */
export function centsToPaypalValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not a cent amount: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const PAYPAL_VALUE = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/** "24.99" → 2499, "24.9" → 2490, "25" → 2500; anything else (signs, exponents, 3 decimals) → null. */
export function paypalValueToCents(value: string | null | undefined): number | null {
  if (typeof value !== 'string') return null;
  const match = PAYPAL_VALUE.exec(value);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}
