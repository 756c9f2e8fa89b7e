import { inArray, sql } from 'drizzle-orm';
import { hashPassword } from '#server/auth/passwords.ts';
import type { Database } from '#server/db/client.ts';
import { products, reviews, users } from '#server/db/schema.ts';
import { searchTextOf } from '#server/products/search-text.ts';
import type { PictureStore } from '#server/pictures/picture-store.ts';
import { demoAccounts, demoReviews } from './demo-people.ts';
import { demoProducts } from './demo-products.ts';
import { storeSeedImages, type DrawPictures } from './seed-images.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One argon2 hash per distinct password: the demo shoppers share theirs. */
async function hashPasswords(passwords: string[]): Promise<string[]> {
  const distinct = [...new Set(passwords)];
  const hashes = new Map(await Promise.all(distinct.map(async (p) => [p, await hashPassword(p)] as const)));
  return passwords.map((p) => hashes.get(p)!);
}

const catalogueIsEmpty = async (db: Pick<Database, 'select'>) => (await db.select({ id: products.id }).from(products).limit(1)).length === 0;

/**
 * Fills an empty development or test database with the demo catalogue, accounts and reviews
 * (DESIGN §2). Does nothing once any product exists, so a restart, or an admin who deleted a few
 * scents, never gets duplicates; and never in production, whatever the caller decided. The demo
 * pictures are put back first if the store lacks them, whether or not the rest is seeded: rows
 * seeded before pictures moved into the database point at them by name.
 */
export async function seedDemoData(db: Database, pictures: PictureStore, draw?: DrawPictures): Promise<void> {
  if (process.env.NODE_ENV === 'production') return;
  const empty = await catalogueIsEmpty(db);
  // The slow parts (drawing pictures, hashing passwords) happen before the transaction.
  const [images, hashes] = await Promise.all([storeSeedImages(pictures, demoProducts, draw), empty ? hashPasswords(demoAccounts.map((a) => a.password)) : []]);
  if (!empty) return;

  await db.transaction(async (tx) => {
    // Two development servers starting together on one PostgreSQL seed once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sillage-demo-seed'))`);
    if (!(await catalogueIsEmpty(tx))) return;

    // Accounts may outlive the catalogue (an admin deleted every product): keep them as they are.
    await tx
      .insert(users)
      .values(demoAccounts.map((a, i) => ({ name: a.name, email: a.email, isAdmin: a.isAdmin, passwordHash: hashes[i]! })))
      .onConflictDoNothing();
    const accountRows = await tx
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(
        inArray(
          users.email,
          demoAccounts.map((a) => a.email),
        ),
      );
    const accountByEmail = new Map(accountRows.map((row) => [row.email, row]));

    // Catalogue order is newest first, so the first demo product gets the latest timestamp.
    const now = Date.now();
    const productRows = await tx
      .insert(products)
      .values(
        demoProducts.map(({ slug, ...p }, index) => ({
          ...p,
          ...images.get(slug)!,
          searchText: searchTextOf(p),
          createdAt: new Date(now - index * 60_000),
          updatedAt: new Date(now - index * 60_000),
        })),
      )
      .returning({ id: products.id });
    const productBySlug = new Map(demoProducts.map((p, i) => [p.slug, productRows[i]!.id]));

    const reviewRows = demoReviews.flatMap((r) => {
      const author = accountByEmail.get(r.by);
      const productId = productBySlug.get(r.product);
      if (!author || !productId) return [];
      return [{ productId, userId: author.id, name: author.name, rating: r.rating, comment: r.comment, createdAt: new Date(now - r.daysAgo * DAY_MS) }];
    });
    if (reviewRows.length > 0) await tx.insert(reviews).values(reviewRows);

    // Rating and count derived from the review rows, exactly as a new review recomputes them.
    await tx.update(products).set({
      rating: sql`(select coalesce(avg(${reviews.rating}), 0) from ${reviews} where ${reviews.productId} = ${products.id})`,
      numReviews: sql`(select count(*) from ${reviews} where ${reviews.productId} = ${products.id})`,
    });
  });
}
