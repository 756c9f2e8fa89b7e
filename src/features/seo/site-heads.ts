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
  const what = keyword ? `Scents matching “${keyword}”` : 'Explore Scents';
  return pageHead({
    origin,
    path,
    title: page > 1 ? `${what}, page ${page}` : what,
    description: keyword
      ? `5 mL samples of the scents matching “${keyword}”: notes, longevity, reviews and prices in CAD.`
      : 'Browse every scent we sample in 5 mL: florals, orientals, woods and fresh scents, with their notes, longevity, reviews and prices in CAD.',
    image: SHARE_PICTURE.path,
  });
}

/** A page with fixed words (pricing, sign-in, cart). */
export function simpleHead(origin: string, path: string, title: string, description: string) {
  return pageHead({ origin, path, title, description });
}
