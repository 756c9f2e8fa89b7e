import { describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import type { Order } from '#domain/schemas/order.ts';
import { ApiError } from '#src/platform/api-client.ts';
import { type BasketLine, orderRequest, placeOrderFailure, priceChanges } from './order-request.ts';

const lines: BasketLine[] = [
  { productId: 'p-1', qty: 2, product: { name: 'Ambre Nuit', price: 30, image: '/a.jpg' } },
  { productId: 'p-2', qty: 1, product: { name: 'Iris Pale', price: 12.5, image: '/b.jpg' } },
];
const address = { address: '12 Rue Cler', city: 'Montréal', postalCode: 'H2X-1Y4', state: 'QC', country: 'Canada' as const };

describe('orderRequest', () => {
  it('sends ids and quantities, the address under the API names, and no prices', () => {
    expect(orderRequest({ lines, address, paymentMethod: 'PayPal', phoneNumber: '514-555-0101' })).toEqual({
      orderItems: [
        { product: 'p-1', qty: 2 },
        { product: 'p-2', qty: 1 },
      ],
      shippingAddress1: '12 Rue Cler',
      city: 'Montréal',
      postalCode: 'H2X-1Y4',
      state: 'QC',
      country: 'Canada',
      phoneNumber: '514-555-0101',
      paymentMethod: 'PayPal',
    });
  });
});

describe('placeOrderFailure', () => {
  it('passes the stock conflict through: it names the scent', () => {
    expect(placeOrderFailure(new ApiError(409, 'Not enough stock for Ambre Nuit', { message: 'Not enough stock for Ambre Nuit' }), lines)).toBe(
      'Not enough stock for Ambre Nuit',
    );
  });
  it('names a scent the shop no longer has from the issue path', () => {
    const error = new ApiError(400, messages.productIdInvalid, {
      message: messages.productIdInvalid,
      issues: [{ path: 'orderItems.1.product', message: messages.productIdInvalid }],
    });
    expect(placeOrderFailure(error, lines)).toBe(messages.cartItemUnavailable('Iris Pale'));
  });
  it('says an order needs the network when offline or timed out', () => {
    expect(placeOrderFailure(new ApiError('FETCH_ERROR', 'offline'), lines)).toBe(messages.orderNeedsNetwork);
    expect(placeOrderFailure(new ApiError('TIMEOUT_ERROR', 'slow'), lines)).toBe(messages.orderNeedsNetwork);
  });
  it('asks to sign in again on 401 and never shows a stack for unknown errors', () => {
    expect(placeOrderFailure(new ApiError(401, messages.noToken), lines)).toBe(messages.sessionExpired);
    expect(placeOrderFailure(new TypeError('x is undefined'), lines)).toBe(messages.genericError);
  });
});

describe('priceChanges', () => {
  it('lists the scents whose charged price differs from the cart, compared in cents', () => {
    const order = {
      orderItems: [
        { product: 'p-1', price: 30.0 },
        { product: 'p-2', price: 13 },
      ],
    } as Pick<Order, 'orderItems'>;
    expect(priceChanges(lines, order)).toEqual([messages.cartPriceChanged('Iris Pale')]);
  });
});
