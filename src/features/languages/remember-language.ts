import { LANGUAGE_COOKIE } from '#domain/i18n/language-choice.ts';
import { localeOfPath, type Locale } from '#domain/i18n/locales.ts';

const YEAR_S = 365 * 24 * 3600;

/**
 * Remembers on this device the language the shopper chose (the language link, the offer): a
 * cookie, so that the server sends the home on to it (server/language/chosen-language.ts), also
 * for the app opened from the home screen, and the offer is not made again.
 */
export function rememberLanguage(locale: Locale): void {
  // Not `secure`: it holds no secret.
  document.cookie = `${LANGUAGE_COOKIE}=${locale};path=/;max-age=${YEAR_S};samesite=lax`;
}

/**
 * Remembers this page's language when the page was opened from its twin in the other language
 * (the footer's "Français" / "English", the offer): the same page and query, the other prefix.
 * Read from the referrer (same origin: the full address) once the page has settled (the PWA
 * layer): the first visit's script carries none of it, and a tap made before the old page had
 * settled counts too.
 */
export function rememberIfChosenHere(): void {
  if (!document.referrer) return;
  const from = new URL(document.referrer);
  if (from.origin !== window.location.origin || from.search !== window.location.search) return;
  // `/fr/x` is `/x` in French (domain/i18n/locales.ts); the home `/fr/` is `/`.
  const here = localeOfPath(window.location.pathname);
  const there = localeOfPath(from.pathname);
  if (here.locale !== there.locale && here.page === there.page) rememberLanguage(here.locale);
}
