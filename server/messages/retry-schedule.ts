// When a message that failed is tried again (issue 22): soon at first (an SMTP server restarting
// is back within seconds), never more than 5 minutes apart in the first hour (a shopper waiting
// for a reset link), then every 15 minutes, and given up 24 hours after it was queued.

const FIRST_RETRY_MS = 5_000;
const FIRST_HOUR_MS = 60 * 60_000;
const MOST_APART_IN_FIRST_HOUR_MS = 5 * 60_000;
const APART_AFTER_FIRST_HOUR_MS = 15 * 60_000;
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/**
 * How long to wait after the `attempts`-th failed try of a message queued `ageMs` ago: 5 s,
 * 10 s, 20 s … doubling up to 5 minutes, then 15 minutes once the first hour is over.
 * undefined: give up (it would be tried after 24 hours).
 */
export function retryDelayMs(attempts: number, ageMs: number): number | undefined {
  const doubling = FIRST_RETRY_MS * 2 ** Math.min(Math.max(attempts - 1, 0), 20);
  const delay = ageMs < FIRST_HOUR_MS ? Math.min(doubling, MOST_APART_IN_FIRST_HOUR_MS) : Math.min(doubling, APART_AFTER_FIRST_HOUR_MS);
  return ageMs + delay >= GIVE_UP_AFTER_MS ? undefined : delay;
}
