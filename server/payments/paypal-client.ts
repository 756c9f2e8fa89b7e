/** What our server needs from PayPal's Orders v2 API; tests swap in a local fake PayPal server. */
export type PaypalCapture = {
  /** status of the PayPal order after capture, e.g. COMPLETED */
  status: string;
  captureId: string | null;
  captureStatus: string | null;
  currency: string | null;
  /** amount as PayPal sends it, e.g. "24.99" */
  amountValue: string | null;
  payeeMerchantId: string | null;
  customId: string | null;
  payerEmail: string | null;
};

export interface PaymentGateway {
  createOrder(input: { orderId: string; totalCents: number; currency: string }): Promise<{ id: string }>;
  captureOrder(paypalOrderId: string, requestId: string): Promise<PaypalCapture>;
  /** Refunds a capture in full; a repeated request id is the same refund, never a second one. */
  refundCapture(captureId: string, requestId: string): Promise<void>;
}

/**
 * Why a PayPal call failed. `unavailable`: PayPal (or the way to it) failed — network, timeout,
 * 5xx, refused credentials, an unreadable answer; not the shopper's fault. `rejected`: PayPal
 * answered and said no to this order (e.g. not approved, instrument declined).
 */
export class PaymentGatewayError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'rejected',
    message: string,
    readonly detail?: { status?: number; issue?: string },
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}
