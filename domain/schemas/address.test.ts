import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { messages } from '../messages.ts';
import { shippingAddressSchema } from './address.ts';
import { fieldErrors } from './validation.ts';

const valid = { address: ' 1 King St W ', city: 'Toronto', postalCode: 'm5v 2t6', state: 'ON', country: 'Canada' };
const errors = (input: unknown) => fieldErrors(v.safeParse(shippingAddressSchema, input));

describe('shippingAddressSchema', () => {
  it('accepts a Canadian and a US address, trimmed and upper-cased', () => {
    expect(v.parse(shippingAddressSchema, valid)).toEqual({
      address: '1 King St W',
      city: 'Toronto',
      postalCode: 'M5V 2T6',
      state: 'ON',
      country: 'Canada',
    });
    const us = { address: '1 Main St', city: 'Beverly Hills', postalCode: '90210', state: 'CA', country: 'USA' };
    expect(v.safeParse(shippingAddressSchema, us).success).toBe(true);
    expect(v.safeParse(shippingAddressSchema, { ...us, postalCode: '90210-1234' }).success).toBe(true);
    expect(v.safeParse(shippingAddressSchema, { ...us, postalCode: '902101234' }).success).toBe(true);
  });

  it('gives the spec message for each missing field', () => {
    expect(errors({})).toEqual({
      address: messages.addressRequired,
      city: messages.cityRequired,
      postalCode: messages.postalCodeRequired,
      state: messages.stateRequired,
      country: messages.countryInvalid,
    });
    expect(errors({ ...valid, address: '  ' })).toEqual({ address: messages.addressRequired });
    expect(errors({ ...valid, city: '' })).toEqual({ city: messages.cityRequired });
    expect(errors({ ...valid, state: '' })).toEqual({ state: messages.stateRequired });
    expect(errors({ ...valid, postalCode: '' })).toEqual({ postalCode: messages.postalCodeRequired });
  });

  it('refuses postal codes that are neither Canadian nor US', () => {
    for (const postalCode of ['1234', 'M5V2T', 'SW1A 1AA', '90210-12', 'ABCDEF']) {
      expect(errors({ ...valid, postalCode }), postalCode).toEqual({ postalCode: messages.postalCodeRequired });
    }
  });

  it('ships to the USA and Canada only', () => {
    for (const country of ['Mexico', 'usa', '', 1]) {
      expect(errors({ ...valid, country })).toEqual({ country: messages.countryInvalid });
    }
  });

  it('refuses oversized and control-character input', () => {
    expect(v.safeParse(shippingAddressSchema, { ...valid, address: 'x'.repeat(201) }).success).toBe(false);
    expect(v.safeParse(shippingAddressSchema, { ...valid, city: 'Tor\nonto' }).success).toBe(false);
    expect(v.safeParse(shippingAddressSchema, 'Toronto').success).toBe(false);
  });
});
