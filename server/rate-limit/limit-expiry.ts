import { lt, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '#server/db/client.ts';
import { rateLimits } from '#server/db/schema.ts';

/**
 * Rate-limit rows go when their window ends (issue 49, points 4 and 5): a row past it counts
 * nothing (the next hit begins a new window), yet it kept its key, which may name an email
 * address, and the table grew by a row for every client ever refused. Deleted within
 * SWEEP_EVERY_MS of their end, which is what the privacy page promises.
 */
const SWEEP_EVERY_MS = 5 * 60 * 1000;

/** Deletes the rows whose window is over; every instance may run it, at any moment. */
export async function deleteExpiredLimits(db: Database): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, sql`now()`));
}

/** Runs the sweep now and every five minutes, as the idempotency keys' cleanup runs; a failed run (database away) waits for the next. */
export function startLimitExpiry(db: Database): () => void {
  const run = () => void deleteExpiredLimits(db).catch(() => undefined);
  run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * An account deleted (issue 49, point 4): the counters whose key names it (its address, its
 * mailbox, its id) go now, not at their window's end. A name matches a whole segment of the
 * `:`-separated key (`login:email:<address>:ip:<ip>`), so forgetting ann@x.com leaves
 * joann@x.com's counters alone.
 */
export async function forgetLimitsNaming(tx: Queryable, names: string[]): Promise<void> {
  const segmented = sql`':' || lower(${rateLimits.key}) || ':'`;
  await tx.delete(rateLimits).where(or(...names.map((name) => sql`strpos(${segmented}, ${`:${name.toLowerCase()}:`}) > 0`)));
}
