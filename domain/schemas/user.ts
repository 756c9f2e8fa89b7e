// Users as the API returns them, and the admin's edit form.
import * as v from 'valibot';
import type { Locale } from '../i18n/locales.ts';
import { messages } from '../messages.ts';
import { emailField, formObject, personNameField } from './fields.ts';

/** PUT /api/users/:id (admin). */
export const adminUserUpdateSchema = formObject({
  name: personNameField,
  email: emailField,
  isAdmin: v.boolean(() => messages.isAdminInvalid),
});
export type AdminUserUpdate = v.InferOutput<typeof adminUserUpdateSchema>;

export type User = {
  id: string;
  _id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  createdAt: string;
  /**
   * The language mail and push go out in (issue 24): set at registration from the app's page,
   * changed by PUT /api/users/profile. The API always sends it; a session stored on a device
   * before it existed has none.
   */
  language?: Locale;
};

/** What login, register and profile updates return; stored as 'userInfo' on the device. */
export type SessionUser = User & { token: string };

/** Response body of login, register and profile: `{ user }`. */
export type SessionResponse = { user: SessionUser };
