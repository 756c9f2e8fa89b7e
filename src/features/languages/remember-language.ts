import { LANGUAGE_COOKIE, type Locale } from '#domain/i18n/locales.ts';

const YEAR_S = 365 * 24 * 3600;

/**
 * Remembers on this device the language the shopper chose (the language link, the offer): a
 * cookie, so that the server sends the home on to it (server/language/chosen-language.ts), also
 * for the app opened from the home screen, and the offer is not made again.
 */
export function rememberLanguage(locale: Locale): void {
  // Not `secure`: it holds no secret, and the first visit's script carries this (the footer's link).
  document.cookie = `${LANGUAGE_COOKIE}=${locale};path=/;max-age=${YEAR_S};samesite=lax`;
}
