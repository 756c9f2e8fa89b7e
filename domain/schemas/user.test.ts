import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { messages } from '../messages.ts';
import { adminUserUpdateSchema } from './user.ts';
import { fieldErrors } from './validation.ts';

describe('adminUserUpdateSchema', () => {
  const valid = { name: 'Jane', email: 'JANE@example.com ', isAdmin: true };

  it('accepts a name, an email and the admin flag', () => {
    expect(v.parse(adminUserUpdateSchema, { ...valid, password: 'ignored' })).toEqual({
      name: 'Jane',
      email: 'jane@example.com',
      isAdmin: true,
    });
  });

  it('requires each field with a readable message', () => {
    expect(fieldErrors(v.safeParse(adminUserUpdateSchema, {}))).toEqual({
      name: messages.nameRequired,
      email: messages.emailRequired,
      isAdmin: messages.isAdminInvalid,
    });
    expect(fieldErrors(v.safeParse(adminUserUpdateSchema, { ...valid, isAdmin: 'true' }))).toEqual({
      isAdmin: messages.isAdminInvalid,
    });
  });
});
