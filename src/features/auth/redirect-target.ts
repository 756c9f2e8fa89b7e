// The ?redirect= of /login and /register (spec §2). Only a path on this site is honoured:
// anything else (https://evil.example, //evil.example, /\evil.example, javascript:) falls back to
// '/', so a crafted link can never send a freshly signed-in shopper to another site.

export const DEFAULT_REDIRECT = '/';

const BASE = 'https://sillage.invalid';

export function safeRedirect(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001F\u007F]/.test(value)) {
    return DEFAULT_REDIRECT;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return DEFAULT_REDIRECT;
  }
  if (url.origin !== BASE) return DEFAULT_REDIRECT;
  // A redirect back to the sign-in pages would only loop.
  if (url.pathname === '/login' || url.pathname === '/register') return DEFAULT_REDIRECT;
  return `${url.pathname}${url.search}${url.hash}`;
}

export type RedirectSearch = { redirect?: string | undefined };

/**
 * validateSearch for /login and /register: an unsafe or missing redirect becomes undefined
 * (it means '/'). The key is always returned: the router merges the raw search params under
 * what this returns, so leaving it out would let the raw, unchecked value through.
 */
export function validateRedirectSearch(search: Record<string, unknown>): RedirectSearch {
  const target = safeRedirect(search.redirect);
  return { redirect: target === DEFAULT_REDIRECT ? undefined : target };
}
