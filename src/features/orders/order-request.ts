// Turning a basket into POST /api/orders, and the server's refusals into sentences a shopper
// can act on. Pure functions, so the rules are unit-tested without a browser.
import type { PaymentMethod } from '#domain/enums.ts';
import { messages } from '#domain/messages.ts';
import { toCents } from '#domain/money.ts';
import type { ShippingAddress } from '#domain/schemas/address.ts';
import type { CreateOrderInput, Order } from '#domain/schemas/order.ts';
import { ApiError } from '#src/platform/api-client.ts';

/** A cart line as the cart keeps it (structural, so this feature does not import the cart). */
export type BasketLine = { productId: string; qty: number; product: { name: string; price: number; image: string } };

export type OrderDraft = {
  lines: readonly BasketLine[];
  address: ShippingAddress;
  paymentMethod: PaymentMethod;
  phoneNumber: string;
};

/** The body of POST /api/orders. Prices are left out on purpose: the server prices the order. */
export function orderRequest({ lines, address, paymentMethod, phoneNumber }: OrderDraft): CreateOrderInput {
  return {
    orderItems: lines.map((line) => ({ product: line.productId, qty: line.qty })),
    shippingAddress1: address.address,
    city: address.city,
    postalCode: address.postalCode,
    state: address.state,
    country: address.country,
    phoneNumber,
    paymentMethod,
  };
}

const LINE_ISSUE = /^orderItems\.(\d+)\.product$/;

/** Why an order was not placed, in words the shopper can act on (stock, a removed scent, offline). */
export function placeOrderFailure(error: unknown, lines: readonly BasketLine[]): string {
  if (!(error instanceof ApiError)) return messages.genericError;
  if (error.isNetwork) return messages.orderNeedsNetwork;
  if (error.status === 401) return messages.sessionExpired;
  for (const issue of error.issues) {
    const index = LINE_ISSUE.exec(issue.path)?.[1];
    const line = index === undefined ? undefined : lines[Number(index)];
    if (line) return messages.cartItemUnavailable(line.product.name);
  }
  // 409 "Not enough stock for …" and the other refusals already name what is wrong.
  return error.message;
}

/**
 * The server charges today's prices (DESIGN §3). When they differ from what the cart showed,
 * the shopper is told which scents changed rather than discovering it on the order page.
 */
export function priceChanges(lines: readonly BasketLine[], order: Pick<Order, 'orderItems'>): string[] {
  const charged = new Map(order.orderItems.map((item) => [item.product, toCents(item.price)]));
  return lines
    .filter((line) => {
      const cents = charged.get(line.productId);
      return cents !== undefined && cents !== toCents(line.product.price);
    })
    .map((line) => messages.cartPriceChanged(line.product.name));
}
