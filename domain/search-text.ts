// The catalogue's keyword rules, shared by the server's search and the SPA's offline search over
// the catalogue kept on the device (DESIGN §4): both must find the same scents for a keyword.

export type SearchableProduct = {
  name: string;
  brand: string;
  topNotes: readonly string[];
  middleNotes: readonly string[];
  baseNotes: readonly string[];
};

/** Folds case (and Unicode composition) the same way for stored text and for keywords. */
export function foldForSearch(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

/** Lower-cased name, brand and top/middle/base notes joined by spaces. */
export function searchTextOf(product: SearchableProduct): string {
  const parts = [product.name, product.brand, ...product.topNotes, ...product.middleNotes, ...product.baseNotes];
  return foldForSearch(
    parts
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .join(' '),
  );
}

/** Whitespace-separated terms, each of which must appear (in any field, in any order). */
export function keywordTerms(keyword: string): string[] {
  return [...new Set(keyword.split(/\s+/).filter((term) => term !== ''))];
}

/** True when every term of the keyword appears in the product's search text. */
export function matchesKeyword(searchText: string, keyword: string): boolean {
  return keywordTerms(keyword).every((term) => searchText.includes(foldForSearch(term)));
}
