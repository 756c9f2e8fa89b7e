import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';

/**
 * For a transaction that queues mail without notifying (migration 0021): its first statement.
 * The caller then nudges the dispatchers itself once it has committed (`nudgeOutbox`).
 */
export const NOTIFY_LATER = "set local sillage.outbox_notify = 'later'";

/** How long a nudge waits for the commits behind it: one NOTIFY for all of them. */
const GATHER_MS = 20;

const nudges = new WeakMap<Database, () => void>();

/**
 * Wakes every instance's dispatcher for mail that committed transactions queued with
 * NOTIFY_LATER: one NOTIFY, in a transaction of its own, for all the commits of GATHER_MS. A
 * NOTIFY serializes commits on its database (migration 0021); a few a second do not matter, one
 * per order did. Lost with the process (it dies between the commit and the nudge): the
 * dispatchers' 2-second poll finds the mail.
 */
export function nudgeOutbox(db: Database): void {
  let nudge = nudges.get(db);
  if (!nudge) {
    let pending: NodeJS.Timeout | undefined;
    nudge = () => {
      pending ??= setTimeout(() => {
        pending = undefined;
        // A database away: the poll finds the mail.
        void db.execute(sql`select pg_notify('outbox', '')`).catch(() => undefined);
      }, GATHER_MS);
    };
    nudges.set(db, nudge);
  }
  nudge();
}
