// A language chosen on a device (issue 24, point 5). Apart from locales.ts, which the first
// visit's script carries: only the server and the code that runs once a page has settled read it.
import { LOCALES, type Locale } from './locales.ts';

/**
 * The cookie that remembers a language chosen on this device (the language link, the offer):
 * `sillage-language=fr`. The server sends the site's home `/` on to `/fr/` for it; a request
 * without it (a crawler, a first visit) is never redirected.
 */
export const LANGUAGE_COOKIE = 'sillage-language';

/** The locale a cookie value names, if it names one. */
export const localeNamed = (value: string | undefined): Locale | undefined =>
  (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : undefined;
