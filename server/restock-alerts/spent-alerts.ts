import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';

/**
 * A signed-out alert names an address and nothing else, so once it has done its work it goes
 * (issue 49, point 4: no data kept past its purpose; the privacy page says so): two days after it
 * ended (sent, stopped, or found the scent back), or, never confirmed, two days after its link
 * stopped working (7 days, restock-alerts.ts). Two days: past the 24 hours a restock mail may still
 * be retried (messages/retry-schedule.ts). Its mails' rows go with it, as they name the address. An
 * account's alerts stay with the account (their history is in Download my data) until it goes.
 */
const KEPT_AFTER_END = sql`interval '2 days'`;
const LINK_LIFETIME = sql`interval '7 days'`;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Deletes the spent signed-out alerts and their mails' rows; every instance may run it, at any moment. */
export async function deleteSpentAddressAlerts(db: Database): Promise<void> {
  await db.execute(sql`
    with gone as (
      delete from restock_alerts
      where user_id is null
        and (ended_at < now() - ${KEPT_AFTER_END}
          or (confirmed_at is null and ended_at is null and created_at < now() - ${LINK_LIFETIME} - ${KEPT_AFTER_END}))
      returning id::text as id
    )
    delete from outbox where kind in ('restock-confirm', 'restock') and subject in (select id from gone)`);
}

/** Runs the sweep now and every hour, as the idempotency keys' cleanup runs; a failed run waits for the next. */
export function startSpentAlertSweep(db: Database): () => void {
  const run = () => void deleteSpentAddressAlerts(db).catch(() => undefined);
  run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
