import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rateLimits } from '#server/db/schema.ts';

/**
 * Fixed-window counters kept in the database, so every server instance sees the same count.
 * `hit` adds one and returns the count in the current window, in one atomic upsert.
 */
export async function hitLimit(db: Database, key: string, windowSeconds: number): Promise<number> {
  const [row] = await hitStatement(db, key, windowSeconds);
  return row?.count ?? 1;
}

/**
 * The rule of every counter here, as the SET of an upsert into rate_limits: `added` more in the
 * current window, or a window begun again at now() with `added` once the last is over; either
 * way the row expires when its window ends (limit-expiry.ts deletes it then).
 */
export function addInWindow(windowSeconds: number, added: SQL) {
  const expired = sql`${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds})`;
  const windowStart = sql`case when ${expired} then now() else ${rateLimits.windowStart} end`;
  return {
    count: sql`case when ${expired} then ${added} else ${rateLimits.count} + ${added} end`,
    windowStart,
    expiresAt: sql`${windowStart} + make_interval(secs => ${windowSeconds})`,
  };
}

/** A new row's end: its window, begun now. */
export const windowEnd = (windowSeconds: number) => sql`now() + make_interval(secs => ${windowSeconds})`;

/** The upsert of `hitLimit`: one more hit on `key`. */
function hitStatement(db: Database, key: string, windowSeconds: number) {
  return db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1, expiresAt: windowEnd(windowSeconds) })
    .onConflictDoUpdate({ target: rateLimits.key, set: addInWindow(windowSeconds, sql`1`) })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
}

export type Limit = { max: number; windowSeconds: number };

/**
 * Counts one hit on `key` against `limit`. Over it: the seconds until its window ends, for the
 * 429's Retry-After (at least 1); within it: undefined.
 */
export async function overLimit(db: Database, key: string, limit: Limit): Promise<number | undefined> {
  const [row] = await hitStatement(db, key, limit.windowSeconds);
  if (!row || row.count <= limit.max) return undefined;
  // The window's start is the database's clock; within the window's length whatever this one says.
  const left = Math.ceil((row.windowStart.getTime() + limit.windowSeconds * 1000 - Date.now()) / 1000);
  return Math.min(limit.windowSeconds, Math.max(1, left));
}

export async function clearLimit(db: Database, key: string) {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** Takes back one counted hit (an attempt that turned out not to count against the limit). */
export async function refundLimit(db: Database, key: string) {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key}`);
}

/** The limits of DESIGN §3 (login: docs/decisions/2026-11-24-login-limits.md). */
export const limits = {
  /** Guesses at one account from one address. */
  failedLoginsPerEmail: { max: 10, windowSeconds: 15 * 60 },
  /** Guesses at one account from everywhere: generous, so an attacker cannot lock its owner out cheaply. */
  loginsPerAccountCeiling: { max: 50, windowSeconds: 15 * 60 },
  failedLoginsPerIp: { max: 100, windowSeconds: 15 * 60 },
  /** Successful sign-ins, to one account and from one address: as many as LOGINS_PER_ACCOUNT and LOGINS_PER_ADDRESS say (server/config/env.ts). */
  successfulLogins: { windowSeconds: 15 * 60 },
  /** New accounts from one address, per hour: as many as REGISTRATIONS_PER_HOUR says (server/config/env.ts). */
  registrationsPerIp: { windowSeconds: 60 * 60 },
  /** Reset links asked for one address, per hour (issue 22): a few mislaid mails, not a mailbox flooded. */
  passwordResetsPerAddress: { max: 5, windowSeconds: 60 * 60 },
  /** Reset links asked from one client address, per hour, whatever the accounts. */
  passwordResetsPerIp: { max: 20, windowSeconds: 60 * 60 },
  /**
   * "Notify me" signed out, per mailbox however it is spelt (issue 49; domain/mailbox.ts), per day,
   * across scents: each ask may mail a confirmation to someone who may never have asked. Five is
   * a shopper's whole sold-out wish list in a day, and no flood of another's inbox.
   */
  restockConfirmationsPerMailbox: { max: 5, windowSeconds: 24 * 60 * 60 },
  /** …and from one client address, whatever the mailboxes: a household browsing the sold-out shelf. */
  restockAlertsPerIp: { max: 30, windowSeconds: 60 * 60 },
  /**
   * Messages through the contact form (issue 27) from one client (its /64), per hour, whatever
   * addresses it signs with: one person writing in, not a flood of the shop's mailbox. As low as
   * the sender's own limit (issue 49): a client that claims a new address is still one sender.
   */
  contactMessagesPerIp: { max: 5, windowSeconds: 60 * 60 },
  /** …and signed with one sender's address, from anywhere. */
  contactMessagesPerSender: { max: 5, windowSeconds: 60 * 60 },
} as const;
