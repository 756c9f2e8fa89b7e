import { and, eq, sql } from 'drizzle-orm';
import { toCents } from '#domain/money.ts';
import type { Product, ProductInput } from '#domain/schemas/product.ts';
import type { Queryable } from '#server/db/client.ts';
import { products } from '#server/db/schema.ts';
import { toProduct } from './product-dto.ts';
import { searchTextOf } from './search-text.ts';

export const PLACEHOLDER_IMAGE = '/images/placeholder-bottle.svg';

/**
 * What "Create a Product" makes: a valid product the admin then edits, so the edit form always
 * opens on something that would pass validation as it is. It is a draft until the admin publishes
 * it: no shopper ever sees "Sample name" (issue 27, point 2).
 */
export const SAMPLE_PRODUCT: ProductInput = {
  name: 'Sample name',
  description: 'Sample description',
  richDescription: '',
  descriptionFr: '',
  richDescriptionFr: '',
  image: PLACEHOLDER_IMAGE,
  images: [],
  brand: 'Sample brand',
  price: 0,
  category: 'standard',
  countInStock: 0,
  isFeatured: false,
  gender: 'unisex',
  season: 'spring',
  concentration: 'Eau de Parfum',
  vibe: 'Fresh',
  occasion: 'Everyday-Essentials',
  longevity: 3,
  topNotes: [],
  middleNotes: [],
  baseNotes: [],
};

/** Input fields as columns; rating and numReviews are never written from here. */
export function productColumns(input: ProductInput) {
  return {
    name: input.name,
    description: input.description,
    richDescription: input.richDescription,
    descriptionFr: input.descriptionFr,
    richDescriptionFr: input.richDescriptionFr,
    image: input.image,
    images: input.images,
    brand: input.brand,
    priceCents: toCents(input.price),
    category: input.category,
    countInStock: input.countInStock,
    isFeatured: input.isFeatured,
    gender: input.gender,
    season: input.season,
    concentration: input.concentration,
    vibe: input.vibe,
    occasion: input.occasion,
    longevity: input.longevity,
    topNotes: input.topNotes,
    middleNotes: input.middleNotes,
    baseNotes: input.baseNotes,
    searchText: searchTextOf(input),
    // Left out, it stays as it is: a client that predates drafts never publishes or hides a scent.
    ...(input.isPublished === undefined ? {} : { isPublished: input.isPublished }),
  };
}

export async function createProduct(db: Queryable, input: ProductInput = SAMPLE_PRODUCT): Promise<Product> {
  const [row] = await db
    .insert(products)
    .values({ ...productColumns(input), isPublished: false })
    .returning();
  if (!row) throw new Error('insert returned no product');
  return toProduct(row);
}

export type UpdateOutcome = { product: Product } | { missing: true } | { stockMovedTo: number };

/**
 * Replaces every editable field. With `countInStockWas` (the stock the form was opened with),
 * in one statement, so no order can slip in between: an unchanged count keeps the stored stock
 * (sales made meanwhile stay sold), and a changed count is written only over the stock the admin
 * saw; otherwise nothing changes and the outcome says what the stock is now.
 */
export async function updateProduct(db: Queryable, id: string, input: ProductInput): Promise<UpdateOutcome> {
  const was = input.countInStockWas;
  const keepsCount = was === undefined || input.countInStock === was;
  const columns = productColumns(input);
  const [row] = await db
    .update(products)
    .set({
      ...columns,
      countInStock: was !== undefined && keepsCount ? sql`${products.countInStock}` : columns.countInStock,
      updatedAt: sql`now()`,
    })
    .where(keepsCount ? eq(products.id, id) : and(eq(products.id, id), eq(products.countInStock, was)))
    .returning();
  if (row) return { product: toProduct(row) };
  const [current] = await db.select({ countInStock: products.countInStock }).from(products).where(eq(products.id, id));
  return current ? { stockMovedTo: current.countInStock } : { missing: true };
}

/** Reviews and shoppers' saves go with it (cascade); order lines keep their snapshot (product id set null). */
export async function deleteProduct(db: Queryable, id: string): Promise<boolean> {
  const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return deleted.length > 0;
}
