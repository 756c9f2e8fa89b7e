// Field builders shared by the form schemas, so that "email" or "postal code" means the same
// thing on every screen and at the API edge. Pattern used throughout: one check per message,
// and a nested pipe after "required" so an empty field reports only its "required" message
// (valibot stops a pipe at a nested schema once an issue exists).
import * as v from 'valibot';
import { formatPostalCode } from '../format.ts';
import { COUNTRIES, PAYMENT_METHODS } from '../enums.ts';
import { messages } from '../messages.ts';

// Control characters never belong in a name or an address; they are how log injection and
// invisible look-alike strings get in. Multi-line fields may keep tab and newlines.
const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F]/;
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * v.object whose issue for a missing key is the field's own message for an empty value
 * ('Please enter your name'), not valibot's generic "Invalid key"; a non-object body gets
 * 'Invalid input'. Forms and API clients thus see the same text for "left out" and "left blank".
 */
export function formObject<const TEntries extends Record<string, v.GenericSchema>>(entries: TEntries) {
  return v.object(entries, (issue) => {
    const item = issue.path?.[0];
    if (issue.path?.length !== 1 || item?.type !== 'object' || item.origin !== 'key') return messages.invalidInput;
    const field = entries[item.key];
    const missing = field === undefined ? undefined : v.safeParse(field, undefined).issues?.[0]?.message;
    return missing ?? messages.invalidInput;
  });
}

export const NAME_MAX = 100;
export const EMAIL_MAX = 254; // RFC 5321 path limit
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200; // argon2 copes, but megabyte "passwords" are a DoS vector
export const PHONE_MAX = 12; // spec §9: 416-555-1234
export const ADDRESS_MAX = 200;
export const PLACE_MAX = 100; // city, state

/**
 * A message, read when an issue is found: in the language being spoken then (the request's, on
 * the server), not the one spoken when the schema was made (issue 49).
 */
export type Said = () => string;

/** Trimmed, non-empty, single-line text of at most `max` characters. */
export function requiredText(required: Said, max: number, tooLong: Said = () => messages.tooLong(max)) {
  return v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(max, tooLong),
    v.check(
      (s) => !SINGLE_LINE_CONTROL.test(s),
      () => messages.invalidCharacters,
    ),
  );
}

/** Trimmed multi-line text; may be empty unless `required` is given. */
export function longText(max: number, required?: Said) {
  return v.pipe(
    v.string(required ?? (() => messages.invalidInput)),
    v.trim(),
    v.check((s) => required === undefined || s.length > 0, required ?? (() => messages.invalidInput)),
    v.maxLength(max, () => messages.tooLong(max)),
    v.check(
      (s) => !MULTI_LINE_CONTROL.test(s),
      () => messages.invalidCharacters,
    ),
  );
}

/** Empty: 'Please enter a valid email'; malformed: 'Invalid email format'. Lower-cased. */
export const emailField = v.pipe(
  v.string(() => messages.emailRequired),
  v.trim(),
  v.nonEmpty(() => messages.emailRequired),
  v.pipe(
    v.string(),
    v.maxLength(EMAIL_MAX, () => messages.invalidEmail),
    v.email(() => messages.invalidEmail),
  ),
  v.toLowerCase(),
);

export const personNameField = requiredText(
  () => messages.nameRequired,
  NAME_MAX,
  () => messages.nameTooLong,
);

// Passwords are never trimmed: a leading space is part of the secret the user chose.
/** Login: anything non-empty (older accounts may predate today's rules). */
export const currentPasswordField = v.pipe(
  v.string(() => messages.passwordRequired),
  v.nonEmpty(() => messages.passwordRequired),
  v.maxLength(PASSWORD_MAX, () => messages.passwordTooLong),
);

/** Tab, line breaks, NUL and the like: never typed in a password field, easily mangled on the way. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;
export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);

/**
 * The API's and the /register page's rule: at least 8 characters, no control characters. (The
 * server also refuses the most common passwords: server/auth/common-passwords.ts.)
 */
export const newPasswordField = v.pipe(
  v.string(() => messages.passwordRequired),
  v.nonEmpty(() => messages.passwordRequired),
  v.pipe(
    v.string(),
    v.minLength(PASSWORD_MIN, () => messages.passwordMin),
    v.maxLength(PASSWORD_MAX, () => messages.passwordTooLong),
    v.check(
      (text) => !hasControlCharacters(text),
      () => messages.passwordControlCharacters,
    ),
  ),
);

/** The register modal's stricter rule: also an uppercase letter and a digit. */
export const strongPasswordField = v.pipe(
  v.string(() => messages.passwordRequired),
  v.nonEmpty(() => messages.passwordRequired),
  v.pipe(
    v.string(),
    v.minLength(PASSWORD_MIN, () => messages.passwordMin),
    v.maxLength(PASSWORD_MAX, () => messages.passwordTooLong),
    v.regex(/\p{Lu}/u, () => messages.passwordUppercase),
    v.regex(/\d/, () => messages.passwordNumber),
    v.check(
      (text) => !hasControlCharacters(text),
      () => messages.passwordControlCharacters,
    ),
  ),
);

export const confirmPasswordField = v.pipe(
  v.string(() => messages.confirmPasswordRequired),
  v.nonEmpty(() => messages.confirmPasswordRequired),
);

/**
 * Adds `message` at `confirmKey` when both fields are strings and differ. A raw check (not
 * partialCheck) so the mismatch shows even while the password itself is still too short,
 * as form users expect; an empty confirmation reports only its "required" message.
 */
export function fieldsMatch<T>(key: string, confirmKey: string, message: Said) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    const value: unknown = dataset.value;
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    const first = record[key];
    const second = record[confirmKey];
    if (typeof first !== 'string' || typeof second !== 'string' || second === '') return;
    if (first === second) return;
    addIssue({
      message,
      path: [{ type: 'object', origin: 'value', input: record, key: confirmKey, value: second }],
    });
  });
}

export const addressField = requiredText(() => messages.addressRequired, ADDRESS_MAX);
export const cityField = requiredText(() => messages.cityRequired, PLACE_MAX);
export const stateField = requiredText(() => messages.stateRequired, PLACE_MAX);
export const countryField = v.picklist(COUNTRIES, () => messages.countryInvalid);
export const paymentMethodField = v.picklist(PAYMENT_METHODS, () => messages.paymentMethodRequired);

const CANADIAN_POSTAL = /^[A-Z]\d[A-Z][ -]?\d[A-Z]\d$/;
const US_ZIP = /^\d{5}(?:[ -]?\d{4})?$/;

export function isPostalCode(value: string): boolean {
  const code = value.trim().toUpperCase();
  return CANADIAN_POSTAL.test(code) || US_ZIP.test(code);
}

/**
 * Whether a postal code has its country's form: Canada's A1A 1A1, the USA's ZIP (12345 or
 * 12345-6789). A country the shop does not ship to is refused by its own field.
 */
export function postalCodeFitsCountry(code: string, country: string): boolean {
  const normal = code.trim().toUpperCase();
  if (country === 'Canada') return CANADIAN_POSTAL.test(normal);
  if (country === 'USA') return US_ZIP.test(normal);
  return isPostalCode(normal);
}

/**
 * A Canadian postal code (A1A 1A1, A1A-1A1, A1A1A1) or a US ZIP (12345, 12345-6789), kept as Canada
 * Post and the USPS write them, A1A 1A1 and 12345-6789, however it was typed (issue 53).
 */
export const postalCodeField = v.pipe(
  v.string(() => messages.postalCodeRequired),
  v.trim(),
  v.toUpperCase(),
  v.check(isPostalCode, () => messages.postalCodeRequired),
  v.transform(formatPostalCode),
);

// What formatPhone produces, or the bare 10 digits: a North American number.
const NANP_PHONE = /^\d{3}-?\d{3}-?\d{4}$/;

export function isNorthAmericanPhone(value: string): boolean {
  const phone = value.trim();
  return phone.length <= PHONE_MAX && NANP_PHONE.test(phone);
}

/** Checkout's billing phone: a US or Canadian number, at most 12 characters. */
export const phoneField = v.pipe(
  v.string(() => messages.phoneInvalid),
  v.trim(),
  v.check(isNorthAmericanPhone, () => messages.phoneInvalid),
);

/** Integer page number from a query string ('3') or a number; absent means page 1. */
export const pageNumberField = v.optional(
  v.pipe(
    v.union(
      [
        v.pipe(
          v.string(),
          v.regex(/^\d{1,9}$/, () => messages.pageNumberInvalid),
          v.transform(Number),
        ),
        v.pipe(
          v.number(),
          v.integer(() => messages.pageNumberInvalid),
        ),
      ],
      () => messages.pageNumberInvalid,
    ),
    v.minValue(1, () => messages.pageNumberInvalid),
    v.maxValue(999_999_999, () => messages.pageNumberInvalid),
  ),
  1,
);

/**
 * An optional enum filter from a query string. A cleared select sends '', which means "no
 * filter" rather than an error.
 */
export function optionalFilter<const T extends readonly [string, ...string[]]>(options: T) {
  return v.optional(
    v.pipe(
      v.string(() => messages.filterInvalid),
      v.trim(),
      v.transform((s) => (s === '' ? undefined : s)),
      v.union([v.undefined(), v.picklist(options)], () => messages.filterInvalid),
    ),
  );
}
