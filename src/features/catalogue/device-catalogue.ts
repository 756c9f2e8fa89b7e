// Search and filters over the catalogue kept on the device, with the server's rules (DESIGN §3,
// §4): every keyword term must appear in name, brand or notes (folded the same way, from domain/),
// occasion/vibe/season match exactly, newest first, 8 to a page.
import type { CatalogueQuery } from '#domain/catalogue-urls.ts';
import { PRODUCTS_PER_PAGE } from '#domain/enums.ts';
import type { Product, ProductPage } from '#domain/schemas/product.ts';
import { matchesKeyword, searchTextOf } from '#domain/search-text.ts';
import type { CatalogueRow } from '#src/platform/local-db.ts';

/** An answer from the device: `savedAt` is when the oldest scent in it was last seen online. */
export type DeviceMark = { savedAt?: number };

function newestFirst(a: Product, b: Product): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function oldest(rows: readonly CatalogueRow[]): number {
  return rows.reduce((min, row) => Math.min(min, row.savedAt), Number.POSITIVE_INFINITY);
}

export function searchDeviceCatalogue(rows: readonly CatalogueRow[], query: CatalogueQuery): ProductPage & DeviceMark {
  const keyword = query.keyword?.trim();
  const matches = rows
    .filter(({ product }) => {
      if (keyword && !matchesKeyword(searchTextOf(product), keyword)) return false;
      if (query.occasion && product.occasion !== query.occasion) return false;
      if (query.vibe && product.vibe !== query.vibe) return false;
      return !(query.season && product.season !== query.season);
    })
    .sort((a, b) => newestFirst(a.product, b.product));
  const total = matches.length;
  const pages = Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE));
  const shown = matches.slice((query.page - 1) * PRODUCTS_PER_PAGE, query.page * PRODUCTS_PER_PAGE);
  const savedAt = oldest(shown.length > 0 ? shown : rows);
  return { products: shown.map((row) => row.product), page: query.page, pages, total, savedAt };
}

export function deviceFeatured(rows: readonly CatalogueRow[]): Product[] & DeviceMark {
  const featured = rows.filter((row) => row.product.isFeatured).sort((a, b) => newestFirst(a.product, b.product));
  return Object.assign(
    featured.map((row) => row.product),
    { savedAt: oldest(featured) },
  );
}
