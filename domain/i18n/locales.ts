// The shop's languages and where each lives (issue 24): English at the site's root, Canadian
// French under /fr, the same pages in both (`/explore-scents/:id` ↔ `/fr/explore-scents/:id`).

export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of `<html lang>`, hreflang and Intl's formats. */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' };

/** The language of the site's root, and of anything said outside a request. */
export const DEFAULT_LOCALE: Locale = 'en';

const PREFIX: Record<Locale, string> = { en: '', fr: '/fr' };

/**
 * Where a language's build lives, relative to the English one's folder (dist/, build/ssr/): the
 * French app is built with the base /fr/ into dist/fr (vite.config.ts), its server entry into
 * build/ssr/fr. '' for English.
 */
export const buildFolderOf = (locale: Locale) => PREFIX[locale].replace(/^\//, '');

/** The language a site path is in, and the page it is in that language (`/fr/cart` → fr, `/cart`). */
export function localeOfPath(path: string): { locale: Locale; page: string } {
  for (const locale of LOCALES) {
    const prefix = PREFIX[locale];
    if (prefix && (path === prefix || path.startsWith(`${prefix}/`))) return { locale, page: path.slice(prefix.length) || '/' };
  }
  return { locale: DEFAULT_LOCALE, page: path };
}

/** A page's path in a language (`/cart` in French is `/fr/cart`; the French home is `/fr/`, where the router sends `/fr`). */
export const localizedPath = (locale: Locale, page: string) => `${PREFIX[locale]}${page}`;
