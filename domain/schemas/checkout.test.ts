import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { formatPhone, formatPostalCode } from '../format.ts';
import { messages } from '../messages.ts';
import { checkoutSchema } from './checkout.ts';
import { fieldErrors } from './validation.ts';

const valid = {
  billingName: 'Jane Doe',
  billingEmail: 'Jane@Example.com',
  billingPhone: '416-555-1234',
  shippingAddress: '1 King St W',
  shippingPostalCode: 'M5V-2T6',
  shippingCity: 'Toronto',
  shippingState: 'ON',
  shippingCountry: 'Canada',
  paymentMethod: 'PayPal',
};
const errors = (input: unknown) => fieldErrors(v.safeParse(checkoutSchema, input));

describe('checkoutSchema', () => {
  it('accepts a complete checkout', () => {
    const output = v.parse(checkoutSchema, valid);
    expect(output.billingEmail).toBe('jane@example.com');
    expect(v.safeParse(checkoutSchema, { ...valid, paymentMethod: 'Credit Card', shippingCountry: 'USA', shippingPostalCode: '10001' }).success).toBe(true);
  });

  it('accepts what the as-you-type formatters produce', () => {
    const typed = {
      ...valid,
      billingPhone: formatPhone('(416) 555 1234'),
      shippingPostalCode: formatPostalCode('m5v 2t6'),
    };
    expect(v.safeParse(checkoutSchema, typed).success).toBe(true);
  });

  it('gives every spec §5 message for an empty form', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, '']));
    expect(errors(empty)).toEqual({
      billingName: messages.billingNameRequired,
      billingEmail: messages.emailRequired,
      billingPhone: messages.phoneInvalid,
      shippingAddress: messages.addressRequired,
      shippingPostalCode: messages.postalCodeRequired,
      shippingCity: messages.cityRequired,
      shippingState: messages.stateRequired,
      shippingCountry: messages.countryInvalid,
      paymentMethod: messages.paymentMethodRequired,
    });
    expect(errors({})).toEqual(errors(empty));
  });

  it("takes the country's own postal codes and refuses the other's, on the postal code", () => {
    const usa = { ...valid, shippingCountry: 'USA' };
    for (const shippingPostalCode of ['90210', '90210-1234', formatPostalCode('90210-1234')]) {
      expect(v.safeParse(checkoutSchema, { ...usa, shippingPostalCode }).success, shippingPostalCode).toBe(true);
    }
    expect(v.safeParse(checkoutSchema, { ...valid, shippingPostalCode: 'M5H 2N2' }).success).toBe(true);
    expect(errors({ ...valid, shippingPostalCode: '90210' })).toEqual({ shippingPostalCode: messages.postalCodeRequired });
    expect(errors({ ...usa, shippingPostalCode: 'M5H 2N2' })).toEqual({ shippingPostalCode: messages.postalCodeRequired });
    expect(errors({ ...usa, shippingPostalCode: formatPostalCode('m5h 2n2') })).toEqual({ shippingPostalCode: messages.postalCodeRequired });
    // A country not shipped to is told on the country alone.
    expect(errors({ ...valid, shippingCountry: 'France', shippingPostalCode: '75001' })).toEqual({ shippingCountry: messages.countryInvalid });
  });

  it('says the email is malformed', () => {
    expect(errors({ ...valid, billingEmail: 'jane.example.com' })).toEqual({ billingEmail: messages.invalidEmail });
  });

  it('accepts only US and Canadian phone numbers of at most 12 characters', () => {
    expect(v.safeParse(checkoutSchema, { ...valid, billingPhone: '4165551234' }).success).toBe(true);
    for (const billingPhone of ['416-555-12345', '416-555-123', '+44 20 7946 0958', 'call me', '555-1234']) {
      expect(errors({ ...valid, billingPhone }), billingPhone).toEqual({ billingPhone: messages.phoneInvalid });
    }
  });

  it('refuses unknown payment methods', () => {
    expect(errors({ ...valid, paymentMethod: 'Bitcoin' })).toEqual({ paymentMethod: messages.paymentMethodRequired });
  });
});
