// The shopper's own data (issue 27, point 9; PIPEDA, Quebec's Law 25): a copy of it, and the
// deletion of the account, which needs the current password.
import * as v from 'valibot';
import { currentPasswordField, formObject } from './fields.ts';

/** DELETE /api/users/profile. */
export const deleteAccountSchema = formObject({ currentPassword: currentPasswordField });
export type DeleteAccountInput = v.InferOutput<typeof deleteAccountSchema>;

/** What an order becomes once its shopper's account is gone: kept for the books, nobody's. */
export const FORMER_SHOPPER = { name: 'A former shopper', email: 'former-shopper@deleted.invalid' } as const;

/**
 * Whether an order's shopper is the former shopper: screens then say so in their own language
 * (`orders_former_shopper`) and show no address to write to, as the stored name is the English one.
 */
export const isFormerShopper = (user: { email: string }) => user.email === FORMER_SHOPPER.email;
