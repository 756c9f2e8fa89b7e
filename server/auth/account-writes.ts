import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { addInWindow, windowEnd } from '#server/rate-limit/rate-limit.ts';

/** The window of the writes-per-account limit (WRITES_PER_MINUTE). */
export const WRITE_WINDOW_SECONDS = 60;
const FLUSH_MS = 1000;

export type AccountWrites = {
  /** Counts one write of `userId`'s and returns its writes in the current minute, this one included. */
  count(userId: string): number;
  /**
   * A write whose session is still being checked (auth/session.ts, requireUserInStatement): held
   * to the limit with the counted ones and the others being checked, counted only when `release`
   * says its session held. Returns what `count` would, this one included.
   */
  reserve(userId: string): number;
  /** The end of a reserved write: counted if its session held, else let go. */
  release(userId: string, held: boolean): void;
  /** Adds what this instance counted to the shared counts now (and on every tick of a second). */
  flush(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The writes each account made this minute, counted on this instance and added to the shared
 * counter (`rate_limits`, the key `writes:user:<id>`) once a second in one statement for all the
 * accounts that wrote (issue 25, point 7; docs/decisions/2026-11-29-session-cache.md). A write
 * used to add one there in its own session check; with sessions cached, counting it in the
 * database would have been the request's round trip again. An account is held to the limit at
 * once on the instance it writes through, and to the others' writes as of this instance's last
 * flush of its own writes for it: until then each instance allows the whole limit by itself, so a
 * client spreading a burst over N instances can pass the limit N times in its first second, and
 * is then refused everywhere it writes. A ceiling against runaway clients, not an exact quota: a
 * flush whose answer is lost after it committed counts its writes twice, and the writes counted
 * on an instance that stops while the database is away are not added.
 */
export function countAccountWrites(db: Database): AccountWrites {
  /** Counted here since the last flush. */
  const pending = new Map<string, number>();
  /** Counted here and on their way to the shared count: still counted until it answers. */
  let sending = new Map<string, number>();
  /** Writes whose session is still being checked: held to the limit, not counted (or flushed) yet. */
  const reserved = new Map<string, number>();
  /** The shared count and its window's end, as the last flush answered. */
  const shared = new Map<string, { count: number; endsAt: number }>();

  const sharedCount = (userId: string, now: number) => {
    const known = shared.get(userId);
    if (known && known.endsAt <= now) shared.delete(userId);
    return known && known.endsAt > now ? known.count : 0;
  };

  let flushing: Promise<void> | undefined;
  const flushNow = async () => {
    // Counts of windows that are over go: an account that wrote once is not kept for the process's life.
    const now = Date.now();
    for (const [id, known] of shared) if (known.endsAt <= now) shared.delete(id);
    if (pending.size === 0) return;
    // Sorted: two instances flushing the same accounts lock their rows in one order, never a deadlock.
    const batch = [...pending].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    sending = new Map(batch);
    pending.clear();
    // The window of every rate_limits counter (rate-limit.ts), each account's count added at once.
    const window = addInWindow(WRITE_WINDOW_SECONDS, sql`excluded.count`);
    try {
      // The ids are UUIDs (auth/session.ts checks them): written into the arrays' literals as they are.
      const result = (await db.execute(sql`
        insert into rate_limits (key, window_start, count, expires_at)
        select 'writes:user:' || t.user_id, now(), t.n, ${windowEnd(WRITE_WINDOW_SECONDS)}
        from unnest(${`{${batch.map(([id]) => id).join(',')}}`}::text[], ${`{${batch.map(([, n]) => n).join(',')}}`}::int[]) as t(user_id, n)
        on conflict (key) do update set count = ${window.count}, window_start = ${window.windowStart}, expires_at = ${window.expiresAt}
        returning key, count, window_start`)) as unknown as { rows: Array<{ key: string; count: number; window_start: string | Date }> };
      const answered = Date.now();
      for (const row of result.rows) {
        // The window's start is the database's clock; its length is the same on this one.
        const endsAt = Math.min(new Date(row.window_start).getTime() + WRITE_WINDOW_SECONDS * 1000, answered + WRITE_WINDOW_SECONDS * 1000);
        shared.set(row.key.slice('writes:user:'.length), { count: Number(row.count), endsAt });
      }
    } catch {
      // The database away: the writes are counted again with the next flush's.
      for (const [id, n] of batch) pending.set(id, (pending.get(id) ?? 0) + n);
    } finally {
      sending = new Map();
    }
  };
  const flush = () => {
    flushing ??= flushNow().finally(() => {
      flushing = undefined;
    });
    return flushing;
  };
  const tick = setInterval(() => void flush(), FLUSH_MS);
  tick.unref();

  return {
    count(userId) {
      const mine = (pending.get(userId) ?? 0) + 1;
      pending.set(userId, mine);
      return sharedCount(userId, Date.now()) + (sending.get(userId) ?? 0) + mine + (reserved.get(userId) ?? 0);
    },
    reserve(userId) {
      const mine = (reserved.get(userId) ?? 0) + 1;
      reserved.set(userId, mine);
      return sharedCount(userId, Date.now()) + (sending.get(userId) ?? 0) + (pending.get(userId) ?? 0) + mine;
    },
    release(userId, held) {
      const left = (reserved.get(userId) ?? 1) - 1;
      if (left > 0) reserved.set(userId, left);
      else reserved.delete(userId);
      if (held) pending.set(userId, (pending.get(userId) ?? 0) + 1);
    },
    flush,
    async close() {
      clearInterval(tick);
      await flushing;
      await flush();
    },
  };
}
