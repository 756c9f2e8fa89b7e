// Replays the outbox (DESIGN §4): the signed-in user's pending entries, oldest first, one request
// at a time, one replay at a time on the whole device. An entry leaves the queue only after a 2xx
// or a permanent refusal; no answer stops the pass (order is kept) until the next trigger.
import * as m from '#messages';
import { apiRequest, ApiError } from '../api-client.ts';
import { localDb, type OutboxRow, type OutboxStatus } from '../local-db.ts';
import { isOnline } from '../online-status.ts';
import { isTokenExpired, storedSession } from '../session/session.ts';
import { withReplayLock } from './replay-lock.ts';
import { replayOutcome } from './replay-outcome.ts';

export type OutboxHooks = {
  /** After a 2xx: effects of the write (fresh session, refetches, a toast). */
  sent: (entry: OutboxRow, response: unknown) => void | Promise<void>;
  /** After a permanent refusal: the user is told why. */
  refused: (entry: OutboxRow, reason: string) => void;
  /** 401 or an expired token: the queue waits for the same person to sign in again. */
  signInNeeded: () => void;
  /** No answer: try again a little later. */
  stalled: () => void;
};

const REPLAY_TIMEOUT_MS = 20_000;
let hooks: OutboxHooks = { sent: () => {}, refused: () => {}, signInNeeded: () => {}, stalled: () => {} };

export function setOutboxHooks(next: OutboxHooks): void {
  hooks = next;
}

type PassEnd = 'empty' | 'later' | 'sign-in';

async function nextPending(userId: string): Promise<OutboxRow | undefined> {
  const rows = await localDb.outbox
    .where('userId')
    .equals(userId)
    .filter((row) => row.status === 'pending')
    .sortBy('seq');
  return rows[0];
}

/** Moves a pending entry on; false when someone else (a logout, another pass) already did. */
function settle(seq: number, status: OutboxStatus, error: string | null): Promise<boolean> {
  return localDb.transaction('rw', localDb.outbox, async () => {
    const row = await localDb.outbox.get(seq);
    if (row?.status !== 'pending') return false;
    await localDb.outbox.update(seq, { status, error, settledAt: Date.now() });
    return true;
  });
}

async function drain(): Promise<PassEnd> {
  for (;;) {
    const user = storedSession();
    if (!user) return 'empty';
    const entry = await nextPending(user.id);
    if (!entry) return 'empty';
    if (!isOnline()) return 'later';
    if (isTokenExpired(user.token)) return 'sign-in';

    let response: unknown;
    let failure: { error: unknown } | undefined;
    try {
      response = await apiRequest(entry.method, entry.path, {
        body: entry.body,
        idempotencyKey: entry.idempotencyKey,
        token: user.token,
        timeoutMs: REPLAY_TIMEOUT_MS,
      });
    } catch (error) {
      failure = { error };
    }
    const outcome = replayOutcome(failure ? failure.error : undefined);
    if (outcome === 'sent') {
      if (await settle(entry.seq, 'sent', null)) await hooks.sent(entry, response);
    } else if (outcome === 'refused') {
      const reason = failure?.error instanceof ApiError ? failure.error.message : m.platform_server_refused();
      if (await settle(entry.seq, 'failed', reason)) hooks.refused(entry, reason);
    } else {
      return outcome === 'sign-in' ? 'sign-in' : 'later';
    }
  }
}

let inFlight: Promise<void> | null = null;
let askedAgain = false;

/**
 * One pass over the queue; a call during a pass asks for one more pass after it (an entry queued
 * meanwhile is not left waiting for the next trigger).
 */
export function replayOutbox(): Promise<void> {
  if (inFlight) {
    askedAgain = true;
    return inFlight;
  }
  inFlight = (async () => {
    const pass: { end: PassEnd } = { end: 'empty' };
    do {
      askedAgain = false;
      await withReplayLock(async () => {
        pass.end = await drain();
      });
    } while (askedAgain && pass.end === 'empty');
    if (pass.end === 'sign-in') hooks.signInNeeded();
    else if (pass.end === 'later') hooks.stalled();
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Fire and forget: triggers (online, focus, start, the service worker, a new entry) use this. */
export function requestReplay(): void {
  void replayOutbox().catch(() => {
    /* an IndexedDB hiccup: the next trigger tries again */
  });
}
