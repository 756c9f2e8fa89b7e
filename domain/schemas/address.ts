// The /shipping step: where the order goes. Saved in the cart, then sent with the order.
import * as v from 'valibot';
import { messages } from '../messages.ts';
import { addressField, cityField, countryField, formObject, postalCodeField, postalCodeFitsCountry, stateField } from './fields.ts';

export const shippingAddressSchema = v.pipe(
  formObject({
    address: addressField,
    city: cityField,
    postalCode: postalCodeField,
    state: stateField,
    country: countryField,
  }),
  // "90210" is no Canadian postal code, nor "M5H 2N2" a US ZIP: said on the postal code.
  v.forward(
    v.partialCheck(
      [['postalCode'], ['country']],
      (input) => postalCodeFitsCountry(input.postalCode, input.country),
      () => messages.postalCodeRequired,
    ),
    ['postalCode'],
  ),
);
export type ShippingAddress = v.InferOutput<typeof shippingAddressSchema>;
