// The catalogue's addresses and the filters its URLs carry (DESIGN §5): the server renders,
// redirects to and lists these pages (the search form without JavaScript, the sitemap), and the
// app routes to them and names them in its page heads. One home, so the two sides cannot drift.
import { OCCASIONS, type Occasion, SEASONS, type Season, VIBES, type Vibe } from './enums.ts';

export const CATALOGUE_PATH = '/explore-scents';
const SEARCH_PATH = `${CATALOGUE_PATH}/search/`;

/** A catalogue page: every scent or a keyword's, its first page or a later one. */
export function cataloguePath({ keyword, page = 1 }: { keyword?: string | undefined; page?: number } = {}): string {
  const base = keyword ? `${SEARCH_PATH}${encodeURIComponent(keyword)}` : CATALOGUE_PATH;
  return page > 1 ? `${base}/page/${page}` : base;
}

/** A keyword search's path up to the keyword, for templates that append it (a search engine's SearchAction). */
export const CATALOGUE_SEARCH_PREFIX = SEARCH_PATH;

/** One scent's page. */
export const productPath = (id: string) => `${CATALOGUE_PATH}/${id}`;

/**
 * The filters a catalogue URL carries as search params (`?occasion=Night-Out&season=winter`),
 * each with the values it may take; they apply to the whole catalogue.
 */
export const CATALOGUE_FILTERS = { occasion: OCCASIONS, vibe: VIBES, season: SEASONS } as const;
export type CatalogueFilters = { occasion?: Occasion; vibe?: Vibe; season?: Season };
/** One catalogue page: its filters, its keyword (if any) and its page number. */
export type CatalogueQuery = CatalogueFilters & { keyword?: string; page: number };
export const CATALOGUE_FILTER_PARAMS = Object.keys(CATALOGUE_FILTERS) as Array<keyof CatalogueFilters>;
