import type { CreateOrderInput } from '#domain/schemas/order.ts';

/** A valid POST /api/orders body for these lines; anything else can be overridden. */
export function orderBody(lines: Array<{ product: string; qty: number }>, overrides: Record<string, unknown> = {}): CreateOrderInput & Record<string, unknown> {
  return {
    orderItems: lines,
    shippingAddress1: '12 Rue Sainte-Catherine',
    city: 'Montreal',
    postalCode: 'H2X 1K4',
    state: 'QC',
    country: 'Canada',
    phoneNumber: '514-555-1234',
    paymentMethod: 'PayPal',
    ...overrides,
  };
}
