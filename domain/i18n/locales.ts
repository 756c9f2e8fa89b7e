// The shop's languages and where each lives (issue 24): English at the site's root, Canadian
// French under /fr, the same pages in both (`/explore-scents/:id` ↔ `/fr/explore-scents/:id`).

export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of `<html lang>`, hreflang and Intl's formats. */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' };

const PREFIX: Record<Locale, string> = { en: '', fr: '/fr' };

/** The language a site path is in, and the page it is in that language (`/fr/cart` → fr, `/cart`). */
export function localeOfPath(path: string): { locale: Locale; page: string } {
  if (path === PREFIX.fr || path.startsWith(`${PREFIX.fr}/`)) return { locale: 'fr', page: path.slice(PREFIX.fr.length) || '/' };
  return { locale: 'en', page: path };
}

/** A page's path in a language (`/cart` in French is `/fr/cart`; the French home is `/fr/`, where the router sends `/fr`). */
export const localizedPath = (locale: Locale, page: string) => `${PREFIX[locale]}${page}`;
