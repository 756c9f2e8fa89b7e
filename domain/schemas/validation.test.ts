import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { messages } from '../messages.ts';
import { createOrderSchema } from './order.ts';
import { loginSchema } from './auth.ts';
import { fieldErrors, firstMessage, issuesOf } from './validation.ts';

describe('issuesOf', () => {
  it('gives dotted paths into nested arrays', () => {
    const result = v.safeParse(createOrderSchema, {
      orderItems: [
        { product: 'p1', qty: 1 },
        { product: 'p2', qty: 0 },
      ],
      shippingAddress1: '1 Main St',
      city: 'Toronto',
      postalCode: 'M5V 2T6',
      state: 'ON',
      country: 'Canada',
      phoneNumber: '416-555-1234',
      paymentMethod: 'PayPal',
    });
    expect(issuesOf(result)).toEqual([{ path: 'orderItems.1.qty', message: messages.qtyInvalid }]);
  });

  it('uses an empty path for a whole-input problem', () => {
    expect(issuesOf(v.safeParse(loginSchema, 'nope'))).toEqual([{ path: '', message: messages.invalidInput }]);
  });

  it('is empty for valid input and accepts a bare issue list', () => {
    const ok = v.safeParse(loginSchema, { email: 'a@b.co', password: 'x' });
    expect(issuesOf(ok)).toEqual([]);
    expect(firstMessage(ok)).toBeUndefined();
    const bad = v.safeParse(loginSchema, { email: '', password: '' });
    expect(issuesOf(bad.issues)).toEqual(issuesOf(bad));
    expect(issuesOf(undefined)).toEqual([]);
  });
});

describe('firstMessage and fieldErrors', () => {
  it('pick the first message overall and per field', () => {
    const bad = v.safeParse(loginSchema, { email: 'nope', password: '' });
    expect(firstMessage(bad)).toBe(messages.invalidEmail);
    expect(fieldErrors(bad)).toEqual({ email: messages.invalidEmail, password: messages.passwordRequired });
  });
});
