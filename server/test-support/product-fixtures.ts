import { randomUUID } from 'node:crypto';
import type { Database } from '#server/db/client.ts';
import { products } from '#server/db/schema.ts';
import { searchTextOf } from '#server/products/search-text.ts';

export type ProductRow = typeof products.$inferSelect;
export type ProductOverrides = Partial<typeof products.$inferInsert>;

/**
 * Puts a valid product straight into the database, for tests of capabilities that need products
 * without going through the admin API. Every required column has a sensible default; the row
 * comes back as stored (money in cents). search_text follows name, brand and notes, as on every
 * real write, unless the test sets it itself.
 */
export async function insertProduct(db: Database, overrides: ProductOverrides = {}): Promise<ProductRow> {
  const name = overrides.name ?? `Test Scent ${randomUUID().slice(0, 8)}`;
  const brand = overrides.brand ?? 'Sillage';
  const notes = { topNotes: overrides.topNotes ?? [], middleNotes: overrides.middleNotes ?? [], baseNotes: overrides.baseNotes ?? [] };
  const [row] = await db
    .insert(products)
    .values({
      name,
      description: 'A test scent',
      image: '/uploads/test-scent.webp',
      brand,
      priceCents: 2499,
      category: 'standard',
      countInStock: 10,
      gender: 'unisex',
      season: 'spring',
      concentration: 'Parfum',
      vibe: 'Fresh',
      occasion: 'Everyday-Essentials',
      longevity: 3,
      searchText: searchTextOf({ name, brand, ...notes }),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insertProduct: no row returned');
  return row;
}
