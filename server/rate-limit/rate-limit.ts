import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rateLimits } from '#server/db/schema.ts';

/**
 * Fixed-window counters kept in the database, so every server instance sees the same count.
 * `hit` adds one and returns the count in the current window; `peek` only reads it.
 */
export async function hitLimit(db: Database, key: string, windowSeconds: number): Promise<number> {
  const expired = sql`${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

export async function peekLimit(db: Database, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} >= now() - make_interval(secs => ${windowSeconds})`);
  return row?.count ?? 0;
}

export async function clearLimit(db: Database, key: string) {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** The limits of DESIGN §3. */
export const limits = {
  failedLoginsPerEmail: { max: 10, windowSeconds: 15 * 60 },
  failedLoginsPerIp: { max: 100, windowSeconds: 15 * 60 },
  registrationsPerIp: { max: 100, windowSeconds: 60 * 60 },
} as const;
