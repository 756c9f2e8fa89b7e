import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { messages } from '../messages.ts';
import { loginSchema, registerModalSchema, registerPageSchema, registerSchema } from './auth.ts';
import { fieldErrors, issuesOf } from './validation.ts';

const errors = (schema: v.GenericSchema, input: unknown) => fieldErrors(v.safeParse(schema, input));

describe('loginSchema', () => {
  it('accepts and normalises a valid login', () => {
    const result = v.safeParse(loginSchema, { email: '  Jane@Example.COM ', password: ' Shopper123! ' });
    expect(result.success).toBe(true);
    // email trimmed and lower-cased; the password is a secret and is left exactly as typed
    expect(result.output).toEqual({ email: 'jane@example.com', password: ' Shopper123! ' });
  });

  it('asks for an email when empty and says it is malformed otherwise', () => {
    expect(errors(loginSchema, { email: '', password: 'x' })).toEqual({ email: messages.emailRequired });
    expect(errors(loginSchema, { email: '   ', password: 'x' })).toEqual({ email: messages.emailRequired });
    expect(errors(loginSchema, { password: 'x' })).toEqual({ email: messages.emailRequired });
    expect(errors(loginSchema, { email: 'jane@', password: 'x' })).toEqual({ email: messages.invalidEmail });
    // an empty email reports one message, not two
    expect(issuesOf(v.safeParse(loginSchema, { email: '', password: 'x' }))).toHaveLength(1);
  });

  it('asks for the password', () => {
    expect(errors(loginSchema, { email: 'a@b.co', password: '' })).toEqual({ password: messages.passwordRequired });
    expect(errors(loginSchema, { email: 'a@b.co' })).toEqual({ password: messages.passwordRequired });
  });

  it('refuses hostile input', () => {
    expect(v.safeParse(loginSchema, null).success).toBe(false);
    expect(v.safeParse(loginSchema, { email: ['a@b.co'], password: 'x' }).success).toBe(false);
    expect(v.safeParse(loginSchema, { email: `${'a'.repeat(250)}@b.co`, password: 'x' }).success).toBe(false);
    expect(v.safeParse(loginSchema, { email: 'a@b.co', password: 'x'.repeat(201) }).success).toBe(false);
    expect(v.safeParse(loginSchema, { email: 'a@b.co', password: { $ne: '' } }).success).toBe(false);
  });
});

describe('registerSchema (API and /register page rule)', () => {
  const valid = { name: ' Jane ', email: 'jane@example.com', password: 'abcdefgh' };

  it('accepts 8 characters without further rules and drops unknown keys', () => {
    const result = v.safeParse(registerSchema, { ...valid, isAdmin: true });
    expect(result.success).toBe(true);
    expect(result.output).toEqual({ name: 'Jane', email: 'jane@example.com', password: 'abcdefgh' });
  });

  it('gives the spec messages', () => {
    expect(errors(registerSchema, { ...valid, name: ' ' })).toEqual({ name: messages.nameRequired });
    expect(errors(registerSchema, { ...valid, password: 'abcdefg' })).toEqual({ password: messages.passwordMin });
  });

  it('caps lengths and refuses control characters', () => {
    expect(errors(registerSchema, { ...valid, name: 'x'.repeat(101) })).toEqual({ name: messages.nameTooLong });
    expect(errors(registerSchema, { ...valid, name: 'Jane\u0000' })).toEqual({ name: messages.invalidCharacters });
  });
});

describe('registerModalSchema', () => {
  const valid = { name: 'Jane', email: 'jane@example.com', password: 'Abcdefg1', confirmPassword: 'Abcdefg1' };

  it('accepts a strong, confirmed password', () => {
    expect(v.safeParse(registerModalSchema, valid).success).toBe(true);
  });

  it('gives each spec message for its case', () => {
    expect(errors(registerModalSchema, { ...valid, name: '' })).toEqual({ name: messages.nameRequired });
    const short = { ...valid, password: 'Abc1', confirmPassword: 'Abc1' };
    expect(errors(registerModalSchema, short)).toEqual({ password: messages.passwordMin });
    const noUpper = { ...valid, password: 'abcdefg1', confirmPassword: 'abcdefg1' };
    expect(errors(registerModalSchema, noUpper)).toEqual({ password: messages.passwordUppercase });
    const noDigit = { ...valid, password: 'Abcdefgh', confirmPassword: 'Abcdefgh' };
    expect(errors(registerModalSchema, noDigit)).toEqual({ password: messages.passwordNumber });
    expect(errors(registerModalSchema, { ...valid, confirmPassword: '' })).toEqual({
      confirmPassword: messages.confirmPasswordRequired,
    });
    expect(errors(registerModalSchema, { ...valid, confirmPassword: 'Abcdefg2' })).toEqual({
      confirmPassword: messages.passwordsMustMatch,
    });
  });

  it('lists every unmet password rule, and the mismatch even while the password is weak', () => {
    const issues = issuesOf(v.safeParse(registerModalSchema, { ...valid, password: 'abc', confirmPassword: 'abd' }));
    expect(issues).toEqual([
      { path: 'password', message: messages.passwordMin },
      { path: 'password', message: messages.passwordUppercase },
      { path: 'password', message: messages.passwordNumber },
      { path: 'confirmPassword', message: messages.passwordsMustMatch },
    ]);
  });

  it('asks for the password, not its length, when empty', () => {
    expect(errors(registerModalSchema, { ...valid, password: '', confirmPassword: '' })).toEqual({
      password: messages.passwordRequired,
      confirmPassword: messages.confirmPasswordRequired,
    });
  });
});

describe('registerPageSchema', () => {
  it('enforces only the minimum 8 and a matching confirmation', () => {
    const valid = { name: 'Jane', email: 'jane@example.com', password: 'abcdefgh', confirmPassword: 'abcdefgh' };
    expect(v.safeParse(registerPageSchema, valid).success).toBe(true);
    expect(errors(registerPageSchema, { ...valid, confirmPassword: 'abcdefgX' })).toEqual({
      confirmPassword: messages.passwordsMustMatch,
    });
    expect(errors(registerPageSchema, { ...valid, confirmPassword: undefined })).toEqual({
      confirmPassword: messages.confirmPasswordRequired,
    });
  });
});
