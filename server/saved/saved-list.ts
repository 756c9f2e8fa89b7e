import { and, asc, desc, eq, getTableColumns } from 'drizzle-orm';
import type { SavedList } from '#domain/schemas/saved.ts';
import type { Queryable } from '#server/db/client.ts';
import { products, savedScents } from '#server/db/schema.ts';
import { toProduct } from '#server/products/product-dto.ts';
import { published } from '#server/products/product-queries.ts';

/**
 * A shopper's saves of published scents, newest first, each with its product as it is now (price, stock, rating),
 * in one query. Saves made in one merge share their moment; the product id keeps their order
 * the same from one read to the next.
 */
export async function listSaved(db: Queryable, userId: string): Promise<SavedList> {
  const rows = await db
    .select({ savedAt: savedScents.savedAt, product: getTableColumns(products) })
    .from(savedScents)
    .innerJoin(products, eq(products.id, savedScents.productId))
    // A scent taken back to draft leaves the list while it is one (its save is kept).
    .where(and(eq(savedScents.userId, userId), published))
    .orderBy(desc(savedScents.savedAt), asc(savedScents.productId));
  return {
    saved: rows.map((row) => ({ productId: row.product.id, savedAt: row.savedAt.toISOString(), product: toProduct(row.product) })),
  };
}
