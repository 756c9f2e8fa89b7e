import type { PaypalCapture } from './paypal-client.ts';
import { paypalValueToCents } from './paypal-amount.ts';

export type ExpectedPayment = {
  orderId: string;
  totalCents: number;
  currency: string;
  /** our PayPal merchant id, when configured; otherwise the payee is not checked */
  merchantId: string | undefined;
};

/**
 * Why a capture does not pay for our order, or null when it does (DESIGN §3). Every field is
 * checked: a capture the buyer could steer (another amount, currency, payee or order) must never
 * mark an order paid. Whether the capture id is already used elsewhere is the database's job.
 */
export function captureMismatch(capture: PaypalCapture, expected: ExpectedPayment): string | null {
  if (capture.status !== 'COMPLETED') return `order status ${capture.status}`;
  if (capture.captureStatus !== 'COMPLETED') return `capture status ${capture.captureStatus}`;
  if (!capture.captureId) return 'no capture id';
  if (capture.currency !== expected.currency) return `currency ${capture.currency}`;
  if (paypalValueToCents(capture.amountValue) !== expected.totalCents) return `amount ${capture.amountValue}`;
  if (capture.customId !== expected.orderId) return `custom_id ${capture.customId}`;
  if (expected.merchantId !== undefined && capture.payeeMerchantId !== expected.merchantId) {
    return `payee ${capture.payeeMerchantId}`;
  }
  return null;
}
