import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { PRODUCTS_PER_PAGE } from '#domain/enums.ts';
import type { Product, ProductPage, ProductQuery } from '#domain/schemas/product.ts';
import type { Queryable } from '#server/db/client.ts';
import { products, reviews } from '#server/db/schema.ts';
import { toProduct, toReview } from './product-dto.ts';
import { containsPattern, keywordTerms } from './search-text.ts';

export const FEATURED_LIMIT = 12;

/**
 * What a shopper may see of the catalogue: published scents only. Every read a shopper reaches
 * (lists, search, featured, a product, saves, reviews, alerts, the sitemap) filters by it; a
 * draft is for admins (docs/decisions/2026-11-27-product-drafts.md).
 */
export const published = eq(products.isPublished, true);

/** Who is reading: a shopper (published only) or an admin at work (drafts too). */
export type Audience = { drafts: boolean };
const SHOPPERS: Audience = { drafts: false };

// Newest first; the id breaks ties so a page boundary never shows a product twice or skips one
// when several were created in the same instant (matches products_created_idx).
const newestFirst = [desc(products.createdAt), asc(products.id)] as const;

function catalogueFilter(query: ProductQuery, audience: Audience): SQL | undefined {
  const conditions: SQL[] = audience.drafts ? [] : [published];
  if (query.keyword !== undefined) {
    for (const term of keywordTerms(query.keyword)) {
      conditions.push(sql`${products.searchText} like ${containsPattern(term)} escape '\\'`);
    }
  }
  if (query.occasion !== undefined) conditions.push(eq(products.occasion, query.occasion));
  if (query.vibe !== undefined) conditions.push(eq(products.vibe, query.vibe));
  if (query.season !== undefined) conditions.push(eq(products.season, query.season));
  if (query.gender !== undefined) conditions.push(eq(products.gender, query.gender));
  if (query.concentration !== undefined) conditions.push(eq(products.concentration, query.concentration));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * One page of the filtered catalogue. `pages` is at least 1 so a client can always render
 * "page 1 of 1"; a page past the end is empty but still reports the real `pages` and `total`,
 * so the client can offer a way back.
 */
export async function listProducts(db: Queryable, query: ProductQuery, audience: Audience = SHOPPERS): Promise<ProductPage> {
  const where = catalogueFilter(query, audience);
  const page = query.pageNumber;
  const [totals] = await db.select({ total: count() }).from(products).where(where);
  const total = Number(totals?.total ?? 0);
  const pages = Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE));
  const rows =
    (page - 1) * PRODUCTS_PER_PAGE >= total
      ? []
      : await db
          .select()
          .from(products)
          .where(where)
          .orderBy(...newestFirst)
          .limit(PRODUCTS_PER_PAGE)
          .offset((page - 1) * PRODUCTS_PER_PAGE);
  return { products: rows.map(toProduct), page, pages, total };
}

export async function featuredProducts(db: Queryable): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.isFeatured, true), published))
    .orderBy(...newestFirst)
    .limit(FEATURED_LIMIT);
  return rows.map(toProduct);
}

export async function findProduct(db: Queryable, id: string, audience: Audience = SHOPPERS): Promise<Product | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(audience.drafts ? eq(products.id, id) : and(eq(products.id, id), published));
  return row ? toProduct(row) : undefined;
}

/** The detail page's product with its reviews, newest first. */
export async function productWithReviews(db: Queryable, id: string, audience: Audience = SHOPPERS): Promise<Product | undefined> {
  const product = await findProduct(db, id, audience);
  if (!product) return undefined;
  const rows = await db.select().from(reviews).where(eq(reviews.productId, id)).orderBy(desc(reviews.createdAt), asc(reviews.id));
  return { ...product, reviews: rows.map(toReview) };
}
