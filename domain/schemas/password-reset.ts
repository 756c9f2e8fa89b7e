// Forgot and reset password (issue 22; OWASP Forgot Password cheat sheet). The new password
// follows registration's rule; the page also asks for it twice.
import * as v from 'valibot';
import { messages } from '../messages.ts';
import { confirmPasswordField, emailField, fieldsMatch, formObject, newPasswordField } from './fields.ts';

/** POST /api/users/forgot-password. */
export const forgotPasswordSchema = formObject({ email: emailField });
export type ForgotPasswordInput = v.InferOutput<typeof forgotPasswordSchema>;

/** 32 random bytes in base64url: 43 characters of A–Z, a–z, 0–9, - and _. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** POST /api/users/reset-password. A malformed token is refused as an unknown one is. */
export const resetPasswordSchema = formObject({
  token: v.pipe(
    v.string(() => messages.resetLinkInvalid),
    v.regex(RESET_TOKEN_PATTERN, () => messages.resetLinkInvalid),
  ),
  password: newPasswordField,
});
export type ResetPasswordInput = v.InferOutput<typeof resetPasswordSchema>;

const resetPageFields = formObject({ password: newPasswordField, confirmPassword: confirmPasswordField });

/** The /reset-password page's form. */
export const resetPasswordPageSchema = v.pipe(
  resetPageFields,
  fieldsMatch<v.InferOutput<typeof resetPageFields>>('password', 'confirmPassword', () => messages.passwordsMustMatch),
);
export type ResetPasswordPageInput = v.InferOutput<typeof resetPasswordPageSchema>;
