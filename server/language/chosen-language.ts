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

/** The cookie's value in a Cookie header (the front door reads raw headers, before Hono). */
const CHOSEN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`);

/**
 * Whether a request for the home names a language other than English in its cookie, read from
 * the raw header list (the front door's hits never build `req.headers`): such a request must go to
 * Hono for its redirect, not be answered from the cached English home.
 */
export function homeWantsAnotherLanguage(url: string, rawHeaders: string[]): boolean {
  if (url !== '/' && !url.startsWith('/?')) return false;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i]!.length === 6 && rawHeaders[i]!.toLowerCase() === 'cookie') {
      const value = CHOSEN.exec(rawHeaders[i + 1]!)?.[1];
      if (localeNamed(value) !== undefined && value !== 'en') return true;
    }
  }
  return false;
}
