import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney, formatTotal, fromCents, toCents } from './money.ts';

describe('toCents', () => {
  it('rounds float artefacts to the intended cent', () => {
    expect(toCents(24.99)).toBe(2499);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(19.999)).toBe(2000);
    expect(toCents(0)).toBe(0);
    expect(toCents(-0.001)).toBe(0);
    expect(Object.is(toCents(-0.001), -0)).toBe(false);
    expect(toCents(-5.5)).toBe(-550);
    expect(toCents(1234.5)).toBe(123450);
  });

  it('refuses non-finite amounts', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('round-trips every cent amount', () => {
    fc.assert(fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => toCents(fromCents(cents)) === cents));
  });
});

describe('fromCents', () => {
  it('gives the two-decimal dollar number', () => {
    expect(fromCents(2499)).toBe(24.99);
    expect(fromCents(30)).toBe(0.3);
    expect(fromCents(0)).toBe(0);
  });
});

describe('formatMoney', () => {
  it('shows a dollar sign, two decimals and thousands separators', () => {
    expect(formatMoney(2499)).toBe('$24.99');
    expect(formatMoney(123450)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(100000000)).toBe('$1,000,000.00');
    expect(formatMoney(-500)).toBe('-$5.00');
    expect(formatMoney(99999)).toBe('$999.99');
    expect(formatMoney(100000)).toBe('$1,000.00');
    expect(formatMoney(-123456789)).toBe('-$1,234,567.89');
  });
});

describe('formatTotal (issue 27: the currency said once where it matters)', () => {
  it('is the amount with CAD after it', () => {
    expect(formatTotal(9281)).toBe('$92.81 CAD');
    expect(formatTotal(123450)).toBe('$1,234.50 CAD');
    expect(formatTotal(0)).toBe('$0.00 CAD');
  });
});
