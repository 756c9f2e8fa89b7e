import type { ProductQuery } from '#domain/schemas/product.ts';
import { foldForSearch, keywordTerms } from '#server/products/search-text.ts';

// Normalized cache keys: two requests that must get the same answer share one entry, however
// they spelled their query (parameter order, case and order of keyword words, empty filters).

export const featuredKey = 'featured';

export const productKey = (id: string) => `product:${id.toLowerCase()}`;

export function catalogueListKey(query: ProductQuery): string {
  // The search requires every term in any order, so a sorted, folded, de-duplicated list is the
  // keyword's whole meaning.
  const terms = query.keyword === undefined ? [] : [...new Set(keywordTerms(query.keyword).map(foldForSearch))].sort();
  return `list:${JSON.stringify([terms, query.pageNumber, query.occasion, query.vibe, query.season, query.gender, query.concentration])}`;
}
