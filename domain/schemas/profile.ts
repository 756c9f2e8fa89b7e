// Profile edits: an empty or absent password means "keep the current one".
import * as v from 'valibot';
import * as m from '#messages';
import { LOCALES } from '../i18n/locales.ts';
import { messages } from '../messages.ts';
import { emailField, formObject, hasControlCharacters, PASSWORD_MAX, PASSWORD_MIN, personNameField } from './fields.ts';

/** Output is the new password, or undefined when it stays unchanged. */
const optionalNewPassword = v.optional(
  v.pipe(
    v.string(() => messages.passwordMin),
    v.check(
      (s) => s === '' || s.length >= PASSWORD_MIN,
      () => messages.passwordMin,
    ),
    v.maxLength(PASSWORD_MAX, () => messages.passwordTooLong),
    v.check(
      (s) => !hasControlCharacters(s),
      () => messages.passwordControlCharacters,
    ),
    v.transform((s) => (s === '' ? undefined : s)),
  ),
);

/**
 * Asked for (and checked by the server) when the email or the password changes: a token alone,
 * stolen or left on a shared device, must not be enough to take the account.
 */
const currentPassword = v.optional(
  v.pipe(
    v.string(() => messages.currentPasswordRequired),
    v.maxLength(PASSWORD_MAX, () => messages.passwordTooLong),
  ),
);

/**
 * The account's language for mail and push (issue 24); absent: unchanged. Its message is read
 * here rather than from domain/messages.ts, whose every text is in the first visit's script.
 */
const language = v.optional(v.picklist(LOCALES, () => m.mail_language_invalid()));

/** PUT /api/users/profile. */
export const profileSchema = formObject({
  name: personNameField,
  email: emailField,
  password: optionalNewPassword,
  currentPassword,
  language,
});
export type ProfileInput = v.InferOutput<typeof profileSchema>;

const profileFormFields = formObject({
  name: personNameField,
  email: emailField,
  password: optionalNewPassword,
  currentPassword: v.optional(v.string(), ''),
  confirmPassword: v.optional(
    v.string(() => messages.confirmPasswordRequired),
    '',
  ),
});

type ProfileFormFields = v.InferOutput<typeof profileFormFields>;

/**
 * The /my-profile form: a new password must be confirmed ('Please confirm your password') and
 * match ('Passwords do not match'); a confirmation typed without a new password is a mismatch.
 */
export const profileFormSchema = v.pipe(
  profileFormFields,
  v.rawCheck<ProfileFormFields>(({ dataset, addIssue }) => {
    const value: unknown = dataset.value;
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    // The password's output is undefined for "unchanged"; compare as the user sees it.
    const password = record['password'] ?? '';
    const confirm = record['confirmPassword'];
    if (typeof password !== 'string' || typeof confirm !== 'string' || password === confirm) return;
    addIssue({
      message: confirm === '' ? () => messages.confirmPasswordRequired : () => messages.passwordsDoNotMatch,
      path: [{ type: 'object', origin: 'value', input: record, key: 'confirmPassword', value: confirm }],
    });
  }),
);
export type ProfileFormInput = v.InferOutput<typeof profileFormSchema>;

/**
 * The form for a shopper whose email is `currentEmail`: a new email or password also needs the
 * current password, asked for before anything is sent (the server refuses it without).
 */
export const profileFormSchemaFor = (currentEmail: string) =>
  v.pipe(
    profileFormSchema,
    v.rawCheck<ProfileFormInput>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const { email, password, currentPassword } = dataset.value;
      if ((email === currentEmail && password === undefined) || currentPassword) return;
      addIssue({
        message: () => messages.currentPasswordRequired,
        path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'currentPassword', value: currentPassword }],
      });
    }),
  );
