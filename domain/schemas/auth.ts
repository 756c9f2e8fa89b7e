// Login and registration. Three register variants because the spec has three rules: the API
// and the /register page ask for 8+ characters; the navbar modal also wants an uppercase
// letter, a digit and a confirmation.
import * as v from 'valibot';
import { messages } from '../messages.ts';
import {
  confirmPasswordField,
  currentPasswordField,
  emailField,
  fieldsMatch,
  formObject,
  newPasswordField,
  personNameField,
  strongPasswordField,
} from './fields.ts';

export const loginSchema = formObject({
  email: emailField,
  password: currentPasswordField,
});
export type LoginInput = v.InferOutput<typeof loginSchema>;

/** POST /api/users/register. */
export const registerSchema = formObject({
  name: personNameField,
  email: emailField,
  password: newPasswordField,
});
export type RegisterInput = v.InferOutput<typeof registerSchema>;

const registerModalFields = formObject({
  name: personNameField,
  email: emailField,
  password: strongPasswordField,
  confirmPassword: confirmPasswordField,
});

export const registerModalSchema = v.pipe(
  registerModalFields,
  fieldsMatch<v.InferOutput<typeof registerModalFields>>('password', 'confirmPassword', () => messages.passwordsMustMatch),
);
export type RegisterModalInput = v.InferOutput<typeof registerModalSchema>;

const registerPageFields = formObject({
  name: personNameField,
  email: emailField,
  password: newPasswordField,
  confirmPassword: confirmPasswordField,
});

export const registerPageSchema = v.pipe(
  registerPageFields,
  fieldsMatch<v.InferOutput<typeof registerPageFields>>('password', 'confirmPassword', () => messages.passwordsMustMatch),
);
export type RegisterPageInput = v.InferOutput<typeof registerPageSchema>;
