// One replay at a time across every tab of the device (DESIGN §4: "never twice at once"). Web
// Locks where the browser has them (all current ones); otherwise a short lease row in Dexie,
// taken in a transaction, so two tabs cannot both believe they hold it.
import { localDb } from '../local-db.ts';

const LOCK_NAME = 'sillage-outbox-replay';
const LEASE_KEY = 'outbox-replay-lease';
const LEASE_MS = 60_000;
const LEASE_POLL_MS = 500;
const tabId = typeof crypto !== 'undefined' ? crypto.randomUUID() : String(Math.random());

type Lease = { owner: string; until: number };

/** Runs `work` while holding the device-wide replay lock; waits for another tab to finish first. */
export async function withReplayLock(work: () => Promise<void>): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    await navigator.locks.request(LOCK_NAME, { mode: 'exclusive' }, work);
    return;
  }
  while (!(await takeLease())) await new Promise((resolve) => setTimeout(resolve, LEASE_POLL_MS));
  try {
    await work();
  } finally {
    await localDb.transaction('rw', localDb.deviceMeta, async () => {
      const lease = (await localDb.deviceMeta.get(LEASE_KEY))?.value as Lease | undefined;
      if (lease?.owner === tabId) await localDb.deviceMeta.delete(LEASE_KEY);
    });
  }
}

/** A crashed tab's lease runs out on its own. */
function takeLease(): Promise<boolean> {
  return localDb.transaction('rw', localDb.deviceMeta, async () => {
    const now = Date.now();
    const lease = (await localDb.deviceMeta.get(LEASE_KEY))?.value as Lease | undefined;
    if (lease && lease.owner !== tabId && lease.until > now) return false;
    await localDb.deviceMeta.put({ key: LEASE_KEY, value: { owner: tabId, until: now + LEASE_MS } satisfies Lease });
    return true;
  });
}
