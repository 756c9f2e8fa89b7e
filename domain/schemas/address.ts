// The /shipping step: where the order goes. Saved in the cart, then sent with the order.
import * as v from 'valibot';
import { addressField, cityField, countryField, formObject, postalCodeField, stateField } from './fields.ts';

export const shippingAddressSchema = formObject({
  address: addressField,
  city: cityField,
  postalCode: postalCodeField,
  state: stateField,
  country: countryField,
});
export type ShippingAddress = v.InferOutput<typeof shippingAddressSchema>;
