import { and, eq, inArray, sql } from 'drizzle-orm';
import type { QueryBuilder } from 'drizzle-orm/pg-core';
import type { SavedList, SavedMark } from '#domain/schemas/saved.ts';
import type { Queryable } from '#server/db/client.ts';
import { products, savedScents } from '#server/db/schema.ts';
import { isUuid } from '#server/http/read-input.ts';
import { published } from '#server/products/product-queries.ts';
import { listSaved } from './saved-list.ts';

/**
 * The rows that saving these ids adds: one per id that names a published product now (a draft is
 * unknown to shoppers), so an unknown id
 * adds nothing instead of failing the foreign key. FOR KEY SHARE is the lock the foreign key
 * check takes anyway, taken while reading: a product being deleted at that moment is waited for
 * and then skipped, rather than turning the insert into a foreign key error.
 */
const savesOf = (userId: string, productIds: string[]) => (qb: QueryBuilder) =>
  qb
    .select({ userId: sql<string>`${userId}::uuid`.as('user_id'), productId: products.id, savedAt: sql<Date>`now()`.as('saved_at') })
    .from(products)
    .where(and(inArray(products.id, productIds), published))
    .for('key share');

const oneSave = (userId: string, productId: string) => and(eq(savedScents.userId, userId), eq(savedScents.productId, productId));

/**
 * Saves a scent; saving it again keeps the first moment. The primary key decides, never a read
 * before the insert: concurrent saves of one scent make one row. Undefined when no product has
 * this id.
 */
export async function saveScent(db: Queryable, userId: string, productId: string): Promise<SavedMark | undefined> {
  // Neither added nor already there: no such product, or the shopper's own DELETE of it landed
  // between the two statements. A second round tells which (and saves it in the second case).
  for (let round = 0; round < 2; round++) {
    const [added] = await db
      .insert(savedScents)
      .select(savesOf(userId, [productId]))
      .onConflictDoNothing()
      .returning({ savedAt: savedScents.savedAt });
    const [kept] = added ? [added] : await db.select({ savedAt: savedScents.savedAt }).from(savedScents).where(oneSave(userId, productId));
    if (kept) return { productId, savedAt: kept.savedAt.toISOString() };
  }
  return undefined;
}

/** Forgets a save, whether or not there was one; false when no product has this id. */
export async function unsaveScent(db: Queryable, userId: string, productId: string): Promise<boolean> {
  const removed = await db.delete(savedScents).where(oneSave(userId, productId)).returning({ productId: savedScents.productId });
  // A save can only exist for a product that exists (foreign key): no need to look it up.
  if (removed.length > 0) return true;
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), published));
  return product !== undefined;
}

/**
 * The device's saves joined to the account's at sign-in, in one statement. Ids that cannot name
 * a product (malformed, or of a scent removed since the device saved it) are skipped: the merge
 * keeps what it can rather than refuse the shopper's whole list. Answers with the whole list.
 */
export async function mergeSaved(db: Queryable, userId: string, productIds: string[]): Promise<SavedList> {
  const ids = [...new Set(productIds.filter(isUuid).map((id) => id.toLowerCase()))];
  if (ids.length > 0) await db.insert(savedScents).select(savesOf(userId, ids)).onConflictDoNothing();
  return listSaved(db, userId);
}
