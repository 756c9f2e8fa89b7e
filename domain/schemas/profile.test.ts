import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { messages } from '../messages.ts';
import { profileFormSchema, profileFormSchemaFor, profileSchema } from './profile.ts';
import { fieldErrors } from './validation.ts';

const errors = (schema: v.GenericSchema, input: unknown) => fieldErrors(v.safeParse(schema, input));

describe('profileSchema (API)', () => {
  const base = { name: 'Jane', email: 'JANE@example.com' };

  it('treats an empty or absent password as unchanged', () => {
    expect(v.parse(profileSchema, base)).toEqual({ name: 'Jane', email: 'jane@example.com', password: undefined });
    expect(v.parse(profileSchema, { ...base, password: '' }).password).toBeUndefined();
    expect(v.parse(profileSchema, { ...base, password: 'newpassword' }).password).toBe('newpassword');
  });

  it('requires name and email and 8 characters for a new password', () => {
    expect(errors(profileSchema, { ...base, name: '' })).toEqual({ name: messages.nameRequired });
    expect(errors(profileSchema, { ...base, email: '' })).toEqual({ email: messages.emailRequired });
    expect(errors(profileSchema, { ...base, password: 'short' })).toEqual({ password: messages.passwordMin });
    expect(errors(profileSchema, { ...base, password: 'x'.repeat(201) })).toEqual({
      password: messages.passwordTooLong,
    });
  });

  it('refuses a non-string password and ignores an isAdmin escalation attempt', () => {
    expect(v.safeParse(profileSchema, { ...base, password: 12345678 }).success).toBe(false);
    expect(v.parse(profileSchema, { ...base, isAdmin: true })).not.toHaveProperty('isAdmin');
  });
});

describe('profileFormSchema', () => {
  const base = { name: 'Jane', email: 'jane@example.com' };

  it('passes with no password change', () => {
    expect(v.safeParse(profileFormSchema, { ...base, password: '', confirmPassword: '' }).success).toBe(true);
    expect(v.safeParse(profileFormSchema, base).success).toBe(true);
  });

  it('needs the new password confirmed and matching', () => {
    expect(errors(profileFormSchema, { ...base, password: 'newpassword', confirmPassword: '' })).toEqual({
      confirmPassword: messages.confirmPasswordRequired,
    });
    expect(errors(profileFormSchema, { ...base, password: 'newpassword', confirmPassword: 'newpasswore' })).toEqual({
      confirmPassword: messages.passwordsDoNotMatch,
    });
    expect(errors(profileFormSchema, { ...base, password: '', confirmPassword: 'something' })).toEqual({
      confirmPassword: messages.passwordsDoNotMatch,
    });
    expect(v.safeParse(profileFormSchema, { ...base, password: 'newpassword', confirmPassword: 'newpassword' }).success).toBe(true);
  });
});

describe('profileFormSchemaFor (the /my-profile form of one shopper)', () => {
  const form = profileFormSchemaFor('jane@example.com');
  const base = { name: 'Jane', email: 'jane@example.com', password: '', confirmPassword: '', currentPassword: '' };

  it('needs no current password for a new name', () => {
    expect(errors(form, { ...base, name: 'Janet' })).toEqual({});
  });

  it('asks for the current password with a new email or a new password', () => {
    expect(errors(form, { ...base, email: 'other@example.com' })).toEqual({ currentPassword: messages.currentPasswordRequired });
    expect(errors(form, { ...base, password: 'newpassword', confirmPassword: 'newpassword' })).toEqual({ currentPassword: messages.currentPasswordRequired });
    expect(errors(form, { ...base, email: 'other@example.com', currentPassword: 'Shopper123!' })).toEqual({});
  });
});
