import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { LANGUAGE_COOKIE, localeNamed } from '#domain/i18n/language-choice.ts';
import { localizedPath, type Locale } from '#domain/i18n/locales.ts';

/**
 * The site's home for a device that chose French (issue 24, point 5): `/` goes on to `/fr/`, the
 * home of the language chosen with the language link or the offer (the cookie). Only the home,
 * the address people type and the English app's start page: a link to an English page is
 * followed as it is, and a request without the cookie (a crawler, a first visit) is never sent on.
 */
export const homeInChosenLanguage: MiddlewareHandler = async (c, next) => {
  const chosen = localeNamed(getCookie(c, LANGUAGE_COOKIE));
  if (chosen === undefined || chosen === 'en' || comesFromChosenHome(c.req.header('referer'), chosen)) return next();
  const query = new URL(c.req.url).search;
  return c.body(null, 302, { location: `${localizedPath(chosen, '/')}${query}`, 'cache-control': 'private, no-store', vary: 'cookie' });
};

/**
 * The "English" link of the French home leads here: the shopper is choosing English, which the
 * English page then remembers (src/features/languages/remember-language.ts), so it is not sent
 * back to the home it just left.
 */
function comesFromChosenHome(referer: string | undefined, chosen: Locale): boolean {
  if (!referer) return false;
  try {
    return new URL(referer).pathname === localizedPath(chosen, '/');
  } catch {
    return false;
  }
}
