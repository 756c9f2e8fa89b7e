import { LANGUAGE_COOKIE, localeNamed } from '#domain/i18n/language-choice.ts';
import type { Locale } from '#domain/i18n/locales.ts';

// Apart from remember-language.ts, which the footer's link (the first visit's script) carries:
// only the offer and the account's language read the choice, once the page has settled.

/** The language chosen on this device, if one was. */
export function chosenLanguage(): Locale | undefined {
  const value = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return localeNamed(value);
}
