// The one-page /checkout form (spec §5): billing contact, shipping address, payment method.
import * as v from 'valibot';
import { messages } from '../messages.ts';
import {
  addressField,
  cityField,
  countryField,
  emailField,
  formObject,
  NAME_MAX,
  paymentMethodField,
  phoneField,
  postalCodeField,
  postalCodeFitsCountry,
  requiredText,
  stateField,
} from './fields.ts';

export const checkoutSchema = v.pipe(
  formObject({
    billingName: requiredText(
      () => messages.billingNameRequired,
      NAME_MAX,
      () => messages.nameTooLong,
    ),
    billingEmail: emailField,
    billingPhone: phoneField,
    shippingAddress: addressField,
    shippingPostalCode: postalCodeField,
    shippingCity: cityField,
    shippingState: stateField,
    shippingCountry: countryField,
    paymentMethod: paymentMethodField,
  }),
  // The postal code has the country's form (address.ts).
  v.forward(
    v.partialCheck(
      [['shippingPostalCode'], ['shippingCountry']],
      (input) => postalCodeFitsCountry(input.shippingPostalCode, input.shippingCountry),
      () => messages.postalCodeRequired,
    ),
    ['shippingPostalCode'],
  ),
);
export type CheckoutInput = v.InferOutput<typeof checkoutSchema>;
