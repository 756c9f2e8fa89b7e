import { describe, expect, it } from 'vitest';
import { centsToPaypalValue, paypalValueToCents } from './paypal-amount.ts';
import type { PaypalCapture } from './paypal-client.ts';
import { captureMismatch, type ExpectedPayment } from './verify-capture.ts';

describe('PayPal amounts', () => {
  it('formats cents as PayPal values', () => {
    expect([0, 5, 99, 100, 2499, 100000].map(centsToPaypalValue)).toEqual(['0.00', '0.05', '0.99', '1.00', '24.99', '1000.00']);
    expect(() => centsToPaypalValue(1.5)).toThrow(RangeError);
    expect(() => centsToPaypalValue(-1)).toThrow(RangeError);
  });

  it('parses PayPal values to cents without floats, refusing anything odd', () => {
    expect(paypalValueToCents('24.99')).toBe(2499);
    expect(paypalValueToCents('24.9')).toBe(2490);
    expect(paypalValueToCents('25')).toBe(2500);
    expect(paypalValueToCents('0.07')).toBe(7);
    // 0.29 * 100 is 28.999999999999996 in floating point; digits are exact.
    expect(paypalValueToCents('0.29')).toBe(29);
    for (const odd of ['24.999', '-24.99', '2.499e1', ' 24.99', '24,99', '', '.99', '24.', 'NaN', null, undefined]) {
      expect(paypalValueToCents(odd)).toBeNull();
    }
  });
});

describe('captureMismatch', () => {
  const expected: ExpectedPayment = { orderId: 'order-1', totalCents: 2499, currency: 'CAD', merchantId: 'MERCHANT1' };
  const good: PaypalCapture = {
    status: 'COMPLETED',
    captureId: 'CAP1',
    captureStatus: 'COMPLETED',
    currency: 'CAD',
    amountValue: '24.99',
    payeeMerchantId: 'MERCHANT1',
    customId: 'order-1',
    payerEmail: 'buyer@example.com',
  };

  it('accepts a capture that matches in every field', () => {
    expect(captureMismatch(good, expected)).toBeNull();
    expect(captureMismatch({ ...good, amountValue: '24.990' }, expected)).not.toBeNull();
  });

  it.each<[string, Partial<PaypalCapture>]>([
    ['order not completed', { status: 'APPROVED' }],
    ['capture pending', { captureStatus: 'PENDING' }],
    ['capture declined', { captureStatus: 'DECLINED' }],
    ['no capture id', { captureId: null }],
    ['another currency', { currency: 'USD' }],
    ['one cent short', { amountValue: '24.98' }],
    ['one cent over', { amountValue: '25.00' }],
    ['no amount', { amountValue: null }],
    ['another order', { customId: 'order-2' }],
    ['another payee', { payeeMerchantId: 'SOMEONE' }],
    ['no payee', { payeeMerchantId: null }],
  ])('refuses %s', (_label, change) => {
    expect(captureMismatch({ ...good, ...change }, expected)).not.toBeNull();
  });

  it('skips the payee check only when no merchant id is configured', () => {
    expect(captureMismatch({ ...good, payeeMerchantId: 'SOMEONE' }, { ...expected, merchantId: undefined })).toBeNull();
  });
});
