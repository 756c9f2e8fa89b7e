import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { messages } from '../messages.ts';
import { createOrderSchema, orderListQuerySchema, payOrderSchema } from './order.ts';
import { fieldErrors, firstMessage } from './validation.ts';

const valid = {
  orderItems: [
    { product: '0f8fad5b-d9cb-469f-a165-70867728950e', qty: 2 },
    { product: 'p_2', qty: 1 },
  ],
  shippingAddress1: '1 King St W',
  city: 'Toronto',
  postalCode: 'M5V 2T6',
  state: 'ON',
  country: 'Canada',
  phoneNumber: '416-555-1234',
  paymentMethod: 'PayPal',
};
const errors = (input: unknown) => fieldErrors(v.safeParse(createOrderSchema, input));

describe('createOrderSchema', () => {
  it('keeps a postal code as Canada Post or the USPS writes it, however it was typed (issue 53)', () => {
    for (const typed of ['M5V-2T6', 'm5v 2t6', 'M5V2T6']) expect(v.parse(createOrderSchema, { ...valid, postalCode: typed }).postalCode).toBe('M5V 2T6');
    for (const typed of ['10001-1234', '10001 1234', '100011234'])
      expect(v.parse(createOrderSchema, { ...valid, country: 'USA', state: 'NY', postalCode: typed }).postalCode).toBe('10001-1234');
  });

  it('accepts an order and ignores any prices or user the client sends', () => {
    const output = v.parse(createOrderSchema, {
      ...valid,
      itemsPrice: 0.01,
      shippingPrice: 0,
      taxPrice: 0,
      totalPrice: 0.01,
      user: 'someone-else',
      isPaid: true,
    });
    expect(output).toEqual(valid);
    expect(v.parse(createOrderSchema, { ...valid, orderItems: [{ product: 'p1', qty: 1, price: 0 }] }).orderItems).toEqual([{ product: 'p1', qty: 1 }]);
  });

  it("says 'Order is empty' for no items", () => {
    expect(errors({ ...valid, orderItems: [] })).toEqual({ orderItems: messages.orderEmpty });
    expect(errors({ ...valid, orderItems: undefined })).toEqual({ orderItems: messages.orderEmpty });
    const { orderItems: _o, ...noItems } = valid;
    expect(errors(noItems)).toEqual({ orderItems: messages.orderEmpty });
  });

  it('bounds lines and quantities', () => {
    const lines = Array.from({ length: 51 }, (_, i) => ({ product: `p${i}`, qty: 1 }));
    expect(errors({ ...valid, orderItems: lines })).toEqual({ orderItems: messages.tooManyOrderItems });
    for (const qty of [0, -1, 1.5, 101, '2', Number.NaN]) {
      expect(errors({ ...valid, orderItems: [{ product: 'p1', qty }] }), String(qty)).toEqual({
        'orderItems.0.qty': messages.qtyInvalid,
      });
    }
  });

  it('refuses product ids that cannot be ids', () => {
    for (const product of ['', 'x'.repeat(65), "1' OR '1'='1", { $gt: '' }, 7]) {
      expect(errors({ ...valid, orderItems: [{ product, qty: 1 }] }), JSON.stringify(product)).toEqual({
        'orderItems.0.product': messages.productIdInvalid,
      });
    }
  });

  it('validates the shipping fields with the spec messages', () => {
    expect(errors({ ...valid, shippingAddress1: '', city: '', postalCode: '', state: '', country: 'France', phoneNumber: '' })).toEqual({
      shippingAddress1: messages.addressRequired,
      city: messages.cityRequired,
      postalCode: messages.postalCodeRequired,
      state: messages.stateRequired,
      country: messages.countryInvalid,
      phoneNumber: messages.phoneInvalid,
    });
    expect(errors({ ...valid, phoneNumber: '416-555-12345' })).toEqual({ phoneNumber: messages.phoneInvalid });
    expect(errors({ ...valid, phoneNumber: '<script>' })).toEqual({ phoneNumber: messages.phoneInvalid });
    expect(errors({ ...valid, paymentMethod: '' })).toEqual({ paymentMethod: messages.paymentMethodRequired });
  });
});

describe('payOrderSchema', () => {
  it('accepts a PayPal order id or a test payment', () => {
    expect(v.parse(payOrderSchema, { paypalOrderId: ' 5O190127TN364715T ' })).toEqual({ paypalOrderId: '5O190127TN364715T' });
    expect(v.parse(payOrderSchema, { testPayment: true })).toEqual({ testPayment: true });
  });

  it('refuses client-claimed payment details', () => {
    for (const input of [
      {},
      { testPayment: 'true' },
      { testPayment: false },
      { paypalOrderId: '' },
      { paypalOrderId: 'x'.repeat(65) },
      { paypalOrderId: '../../v2/payments' },
      { id: 'abc', status: 'COMPLETED', update_time: 'now', payer: { email_address: 'a@b.co' } },
    ]) {
      const result = v.safeParse(payOrderSchema, input);
      expect(result.success, JSON.stringify(input)).toBe(false);
      expect(firstMessage(result)).toBe(messages.paymentDetailsInvalid);
    }
  });
});

describe('orderListQuerySchema', () => {
  it('defaults to page 1 and keeps the paid/delivered filters', () => {
    expect(v.parse(orderListQuerySchema, {})).toEqual({ pageNumber: 1, paid: undefined, delivered: undefined });
    expect(v.parse(orderListQuerySchema, { pageNumber: '4', paid: 'true', delivered: 'false' })).toEqual({
      pageNumber: 4,
      paid: 'true',
      delivered: 'false',
    });
  });

  it('refuses anything but true or false', () => {
    expect(v.safeParse(orderListQuerySchema, { paid: 'yes' }).success).toBe(false);
    expect(v.safeParse(orderListQuerySchema, { pageNumber: 'x' }).success).toBe(false);
  });
});
