import { CATALOGUE_FILTER_PARAMS, CATALOGUE_FILTERS, type CatalogueFilters } from '#domain/catalogue-urls.ts';
import { oneOf } from '#src/platform/url-search.ts';

/**
 * The catalogue's URL search params (DESIGN §5): filters that apply to the whole catalogue. A
 * stale or hand-edited link (?season=monsoon) falls back to "no filter" rather than an error
 * page: the shopper still sees scents, and the URL is rewritten without the unknown value.
 */
export function validateCatalogueSearch(search: Record<string, unknown>): CatalogueFilters {
  const { occasion, vibe, season } = CATALOGUE_FILTERS;
  return { occasion: oneOf(occasion, search.occasion), vibe: oneOf(vibe, search.vibe), season: oneOf(season, search.season) };
}

export const hasFilters = (filters: CatalogueFilters) => CATALOGUE_FILTER_PARAMS.some((name) => Boolean(filters[name]));

/** '3' -> 3; anything that is not a whole page number from 1 ('0', 'abc', '2.5') -> null. */
export function parsePageNumber(raw: string): number | null {
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

/** The keyword from the path, or undefined when it is blank. */
export function cleanKeyword(raw: string | undefined): string | undefined {
  const keyword = raw?.trim();
  return keyword ? keyword : undefined;
}

/**
 * What one of the four catalogue URLs shows (`/explore-scents`, `…/page/2`, `…/search/rose`,
 * `…/search/rose/page/2`): its keyword and page from the path, read one way by each route's head,
 * loader and page.
 */
export const catalogueSpot = (params: { keyword?: string; pageNumber?: string }) => ({
  keyword: cleanKeyword(params.keyword),
  page: params.pageNumber === undefined ? 1 : (parsePageNumber(params.pageNumber) ?? 1),
});
