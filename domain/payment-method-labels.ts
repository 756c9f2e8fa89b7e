import * as m from '#messages';
import type { PaymentMethod } from './enums.ts';

/**
 * A payment method's name in the page's language, for the checkout and an order's page (two
 * features, so it lives here). The value sent and stored stays the API's name ('Credit Card').
 */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { PayPal: m.checkout_method_paypal(), 'Credit Card': m.checkout_method_credit_card() };
