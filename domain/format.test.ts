import { describe, expect, it } from 'vitest';
import { formatDate, formatPhone, formatPostalCode } from './format.ts';
import { maskOrderId } from './order-id.ts';
import { clampQty } from './quantity.ts';
import { stockMessage } from './stock.ts';

describe('formatPhone', () => {
  it('formats 3-3-4 as the user types', () => {
    expect(formatPhone('4165551234')).toBe('416-555-1234');
    expect(formatPhone('41655')).toBe('416-55');
    expect(formatPhone('416')).toBe('416');
    expect(formatPhone('4165')).toBe('416-5');
    expect(formatPhone('4165551')).toBe('416-555-1');
    expect(formatPhone('')).toBe('');
  });

  it('keeps digits only and at most 10 of them', () => {
    expect(formatPhone('(416) 555-1234')).toBe('416-555-1234');
    expect(formatPhone('416-555-1234999')).toBe('416-555-1234');
    expect(formatPhone('abc')).toBe('');
    expect(formatPhone('416-555-12345').length).toBeLessThanOrEqual(12);
  });

  it('is stable when re-applied to its own output', () => {
    expect(formatPhone(formatPhone('4165551234'))).toBe('416-555-1234');
    expect(formatPhone('416-')).toBe('416');
  });
});

describe('formatPostalCode', () => {
  it('upper-cases Canadian codes and spaces them as Canada Post writes them (issue 53)', () => {
    expect(formatPostalCode('m5v2t6')).toBe('M5V 2T6');
    expect(formatPostalCode('m5v 2t6')).toBe('M5V 2T6');
    expect(formatPostalCode('M5V-2T6')).toBe('M5V 2T6');
    expect(formatPostalCode('m5v')).toBe('M5V');
    expect(formatPostalCode('m5v2')).toBe('M5V 2');
    expect(formatPostalCode('m5v2t6x')).toBe('M5V 2T6');
  });

  it('leaves US zip codes as digits, ZIP+4 hyphenated as the USPS writes it', () => {
    expect(formatPostalCode('90210')).toBe('90210');
    expect(formatPostalCode(' 90210 ')).toBe('90210');
    expect(formatPostalCode('90210-1234')).toBe('90210-1234');
    expect(formatPostalCode('90210 1234')).toBe('90210-1234');
  });

  it('strips punctuation and symbols', () => {
    expect(formatPostalCode('k1a_0b1!')).toBe('K1A 0B1');
    expect(formatPostalCode('')).toBe('');
  });
});

describe('formatDate', () => {
  it('gives YYYY-MM-DD in UTC', () => {
    expect(formatDate('2024-03-05T23:59:59.000Z')).toBe('2024-03-05');
    expect(formatDate('2024-03-05T23:30:00-05:00')).toBe('2024-03-06');
    expect(formatDate(new Date(Date.UTC(2025, 0, 9)))).toBe('2025-01-09');
  });

  it('gives an empty string for an invalid date rather than throwing', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('maskOrderId', () => {
  it('shows an ellipsis and the last 4 characters', () => {
    expect(maskOrderId('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('…950e');
    expect(maskOrderId('abc')).toBe('…abc');
  });
});

describe('stockMessage', () => {
  it('warns below 5 and says sold out at 0', () => {
    expect(stockMessage(0)).toBe("Sorry we're fresh out! Sign up so you get updated the moment we re-stock!");
    expect(stockMessage(1)).toBe("Hurry, there's only 1 left!");
    expect(stockMessage(4)).toBe("Hurry, there's only 4 left!");
    expect(stockMessage(5)).toBeNull();
  });
});

describe('clampQty', () => {
  it('keeps the stepper between 1 and the stock', () => {
    expect(clampQty(0, 3)).toBe(1);
    expect(clampQty(5, 3)).toBe(3);
    expect(clampQty(2, 3)).toBe(2);
    expect(clampQty(Number.NaN, 3)).toBe(1);
    expect(clampQty(2, 0)).toBe(1);
  });
});
