// Keyword search runs one LIKE over `products.search_text` instead of unnesting note arrays per
// row. Every write of a product (admin edits, the demo seed, test fixtures) must store this value,
// or the product silently drops out of search. The folding rules live in domain/ because the
// SPA's offline search applies the same ones to the catalogue kept on the device.
import { foldForSearch } from '#domain/search-text.ts';

export { foldForSearch, keywordTerms, searchTextOf, type SearchableProduct } from '#domain/search-text.ts';

/** A keyword term as a LIKE pattern that matches it literally anywhere (`\` is the escape). */
export function containsPattern(term: string): string {
  return `%${foldForSearch(term).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
