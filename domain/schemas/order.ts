// Orders: what the client may send, how it pays, the admin list query, and the DTOs.
// Prices are deliberately absent from createOrderSchema: the server reads current prices and
// prices the basket with domain/pricing.ts, so itemsPrice & co. sent by a client are dropped.
import * as v from 'valibot';
import type { Country, Currency, PaymentMethod } from '../enums.ts';
import { messages } from '../messages.ts';
import {
  addressField,
  cityField,
  countryField,
  formObject,
  pageNumberField,
  paymentMethodField,
  PHONE_MAX,
  postalCodeField,
  postalCodeFitsCountry,
  stateField,
} from './fields.ts';

export const ORDER_LINES_MAX = 50;
export const LINE_QTY_MAX = 100;
export const PRODUCT_ID_MAX = 64;
export const PAYPAL_ORDER_ID_MAX = 64;

const orderItemSchema = formObject({
  product: v.pipe(
    v.string(() => messages.productIdInvalid),
    v.trim(),
    v.nonEmpty(() => messages.productIdInvalid),
    v.maxLength(PRODUCT_ID_MAX, () => messages.productIdInvalid),
    // Ids are opaque tokens (uuid, ObjectId, nanoid); anything else cannot name a product.
    v.regex(/^[\w-]+$/, () => messages.productIdInvalid),
  ),
  qty: v.pipe(
    v.number(() => messages.qtyInvalid),
    v.integer(() => messages.qtyInvalid),
    v.minValue(1, () => messages.qtyInvalid),
    v.maxValue(LINE_QTY_MAX, () => messages.qtyInvalid),
  ),
});
export type OrderItemInput = v.InferOutput<typeof orderItemSchema>;

// The place-order page sends a fixed number and the checkout form a formatted one, so the API
// accepts any short phone-like string rather than re-running the checkout form's rule.
const orderPhoneField = v.pipe(
  v.string(() => messages.phoneInvalid),
  v.trim(),
  v.check(
    (s) => s.length > 0 && s.length <= PHONE_MAX && /^[\d+() .-]+$/.test(s),
    () => messages.phoneInvalid,
  ),
);

/** POST /api/orders. */
export const createOrderSchema = v.pipe(
  formObject({
    orderItems: v.pipe(
      v.array(orderItemSchema, () => messages.orderEmpty),
      v.nonEmpty(() => messages.orderEmpty),
      v.maxLength(ORDER_LINES_MAX, () => messages.tooManyOrderItems),
    ),
    shippingAddress1: addressField,
    city: cityField,
    postalCode: postalCodeField,
    state: stateField,
    country: countryField,
    phoneNumber: orderPhoneField,
    paymentMethod: paymentMethodField,
  }),
  // The postal code has the country's form (address.ts).
  v.forward(
    v.partialCheck(
      [['postalCode'], ['country']],
      (input) => postalCodeFitsCountry(input.postalCode, input.country),
      () => messages.postalCodeRequired,
    ),
    ['postalCode'],
  ),
);
export type CreateOrderInput = v.InferOutput<typeof createOrderSchema>;

/** PUT /api/orders/:id/pay: a PayPal order to capture, or a test payment (never in production). */
export const payOrderSchema = v.union(
  [
    formObject({
      paypalOrderId: v.pipe(
        v.string(() => messages.paymentDetailsInvalid),
        v.trim(),
        v.nonEmpty(() => messages.paymentDetailsInvalid),
        v.maxLength(PAYPAL_ORDER_ID_MAX, () => messages.paymentDetailsInvalid),
        // PayPal ids are alphanumeric; anything else must never reach a PayPal URL path.
        v.regex(/^[\w-]+$/, () => messages.paymentDetailsInvalid),
      ),
    }),
    formObject({ testPayment: v.literal(true, () => messages.paymentDetailsInvalid) }),
  ],
  () => messages.paymentDetailsInvalid,
);
export type PayOrderInput = v.InferOutput<typeof payOrderSchema>;

const booleanQuery = v.optional(v.picklist(['true', 'false'], () => messages.invalidInput));

/** GET /api/orders (admin): paginated, optionally filtered by paid / delivered. */
export const orderListQuerySchema = formObject({
  pageNumber: pageNumberField,
  paid: booleanQuery,
  delivered: booleanQuery,
});
export type OrderListQuery = v.InferOutput<typeof orderListQuerySchema>;

export type OrderItem = {
  product: string; // product id
  name: string;
  image: string;
  price: number; // dollars with two decimals, as charged
  qty: number;
};

export type Order = {
  id: string;
  _id: string;
  user: { id: string; name: string; email: string };
  orderItems: OrderItem[];
  shippingAddress1: string;
  city: string;
  postalCode: string;
  state: string;
  country: Country;
  phoneNumber: string;
  paymentMethod: PaymentMethod;
  itemsPrice: number;
  shippingPrice: number;
  taxPrice: number;
  totalPrice: number;
  isPaid: boolean;
  paidAt: string | null;
  isDelivered: boolean;
  deliveredAt: string | null;
  /** When its stock hold ran out or its shopper cancelled it; a cancelled order is never paid. */
  cancelledAt: string | null;
  createdAt: string;
};

export type OrderPage = { orders: Order[]; page: number; pages: number; total: number };

/** GET /api/config/paypal. */
export type PaypalConfig = {
  clientId: string;
  currency: Currency;
  testPayments: boolean;
  /** How long an unpaid order holds its scents before it is cancelled (ORDER_HOLD_MINUTES). */
  orderHoldMinutes: number;
};

/** POST /api/orders/:id/paypal. */
export type PaypalOrderCreated = { id: string };
