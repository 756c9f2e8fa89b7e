// "Notify me" when a sold-out scent is back (issue 23). Signed in, the account's address is used
// and the body is empty; signed out, the address to write to (a mail asks it to confirm first).
import * as v from 'valibot';
import { messages } from '../messages.ts';
import { emailField, formObject } from './fields.ts';

/** POST /api/products/:id/restock-alerts. */
export const restockAlertSchema = formObject({ email: v.optional(emailField) });
export type RestockAlertInput = v.InferOutput<typeof restockAlertSchema>;

/** The signed-out form: the address is required there. */
export const restockAddressSchema = formObject({ email: emailField });

/** The confirmation link's token: 32 random bytes in base64url. */
export const RESTOCK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const tokenField = v.pipe(
  v.string(() => messages.restockLinkInvalid),
  v.regex(RESTOCK_TOKEN_PATTERN, () => messages.restockLinkInvalid),
);

/** POST /api/restock-alerts/confirm: sent by the page the mail links to, when its button is pressed. */
export const restockConfirmSchema = formObject({ token: tokenField });

/** The alerts of an account (GET /api/restock-alerts, My Account). */
export const restockAlertViewSchema = v.object({
  productId: v.string(),
  name: v.string(),
  image: v.string(),
  createdAt: v.string(),
});
export type RestockAlertView = v.InferOutput<typeof restockAlertViewSchema>;
