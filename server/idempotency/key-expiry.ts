import { eq, lt, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '#server/db/client.ts';
import { idempotencyKeys } from '#server/db/schema.ts';

/**
 * How long an Idempotency-Key is remembered (issue: abuse). Long enough for any outbox replay
 * from a device that was offline for a day; after that the same key counts as a new request.
 */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

export const expiredKeys = () => lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`);

/** Deletes the keys past their time; every instance may run it, at any moment. */
export async function deleteExpiredIdempotencyKeys(db: Database): Promise<void> {
  await db.delete(idempotencyKeys).where(expiredKeys());
}

/** Runs the cleanup now and every hour; a failed run (database away) waits for the next. */
export function startIdempotencyKeyCleanup(db: Database): () => void {
  const run = () => void deleteExpiredIdempotencyKeys(db).catch(() => undefined);
  run();
  const timer = setInterval(run, CLEANUP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * An account deleted (issue 49, point 4): its keys go, as nobody can send them again, and so does
 * any answer kept whole that names its address (kept before such answers were read again instead:
 * an admin's edit of the account, an order's delivery). Names it: one of the answer's JSON strings
 * is the address, whole (its JSON text, quotes included, is in the body's), so forgetting
 * ann@x.com keeps the answers naming joann@x.com or ann@x.com.au.
 */
export async function forgetKeysOf(tx: Queryable, userId: string, email: string): Promise<void> {
  const address = email.toLowerCase();
  await tx
    .delete(idempotencyKeys)
    .where(or(eq(idempotencyKeys.scope, userId), sql`strpos(lower(${idempotencyKeys.responseBody}), ${JSON.stringify(address)}) > 0`));
}
