import * as m from '#messages';
import { CATALOGUE_SEARCH_PREFIX, cataloguePath } from '#domain/catalogue-urls.ts';
import { SHARE_PICTURE, SITE_NAME } from '#domain/site.ts';
import { absoluteUrl, pageHead } from './page-head.ts';

/** The home page: the site itself, and a search box search engines may offer (WebSite, SearchAction). */
export function homeHead(origin: string) {
  return pageHead({
    origin,
    path: '/',
    title: m.home_title(),
    fullTitle: `${SITE_NAME} · ${m.home_title()}`,
    description: m.shell_description(),
    // A link to the shop itself previews with its own picture, large (summary_large_image).
    image: SHARE_PICTURE.path,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SITE_NAME,
        url: absoluteUrl(origin, '/'),
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(origin, CATALOGUE_SEARCH_PREFIX)}{search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  });
}

/** A catalogue page: its keyword and page number say which one. */
export function catalogueHead(origin: string, { keyword, page }: { keyword?: string | undefined; page: number }) {
  const path = cataloguePath({ keyword, page });
  const what = keyword ? m.catalogue_search_title({ keyword }) : m.catalogue_title();
  return pageHead({
    origin,
    path,
    title: page > 1 ? m.catalogue_page_title({ what, page }) : what,
    description: keyword ? m.catalogue_search_description({ keyword }) : m.catalogue_description(),
    image: SHARE_PICTURE.path,
  });
}

/** A page with fixed words (pricing, sign-in, cart), which its loader returns: none while it loads. */
export function simpleHead(origin: string, path: string, words: { title: string; description: string } | undefined) {
  return words ? pageHead({ origin, path, title: words.title, description: words.description }) : {};
}
