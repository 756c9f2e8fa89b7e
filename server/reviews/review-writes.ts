import { and, eq, sql } from 'drizzle-orm';
import { messages } from '#domain/messages.ts';
import type { Review } from '#domain/schemas/product.ts';
import type { ReviewInput } from '#domain/schemas/review.ts';
import type { Database } from '#server/db/client.ts';
import { hasErrorCode } from '#server/db/error-chain.ts';
import { products, reviews } from '#server/db/schema.ts';
import { isUniqueViolation } from '#server/http/error-handler.ts';
import { badRequest, notFound } from '#server/http/http-error.ts';
import { toReview } from '#server/products/product-dto.ts';
import { published } from '#server/products/product-queries.ts';

export type Reviewer = { id: string; name: string };

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Adds a review and recomputes the product's rating and review count from all its reviews, in
 * one transaction. The product row is locked first so that two reviews landing together each
 * recompute after the other has committed (on PostgreSQL; PGlite runs one transaction at a
 * time anyway). One review per user per product is the unique index's job, so a double submit
 * from two tabs cannot slip past a check-then-insert.
 */
export async function addReview(db: Database, productId: string, reviewer: Reviewer, input: ReviewInput): Promise<Review> {
  try {
    return await db.transaction(async (tx) => {
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        // A draft cannot be reviewed: to a shopper it does not exist.
        .where(and(eq(products.id, productId), published))
        .for('update');
      if (!product) throw notFound(messages.productNotFound);
      const [row] = await tx
        .insert(reviews)
        .values({ productId, userId: reviewer.id, name: reviewer.name, rating: input.rating, comment: input.comment })
        .returning();
      if (!row) throw new Error('insert returned no review');
      await tx
        .update(products)
        .set({
          rating: sql`(select coalesce(avg(${reviews.rating}), 0) from ${reviews} where ${reviews.productId} = ${productId})`,
          numReviews: sql`(select count(*) from ${reviews} where ${reviews.productId} = ${productId})`,
          updatedAt: sql`now()`,
        })
        .where(eq(products.id, productId));
      return toReview(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(messages.alreadyReviewed);
    // The product was deleted between the lock and the insert (or the user with it).
    if (hasErrorCode(err, FOREIGN_KEY_VIOLATION)) throw notFound(messages.productNotFound);
    throw err;
  }
}
