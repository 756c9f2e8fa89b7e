// The outbox (DESIGN §4): writes made without a connection wait in Dexie with their
// Idempotency-Key and are replayed in order once online (replay-outbox.ts). Features call
// `sendOrQueue`: online it is an ordinary request; without an answer the same request, same key,
// joins the queue, so a request that did reach the server is not applied twice.
import * as m from '#messages';
import type { QueryKey } from '@tanstack/react-query';
import { OUTBOX_SYNC_TAG } from '#domain/service-worker-messages.ts';
import { apiRequest, ApiError, newIdempotencyKey } from '../api-client.ts';
import { catalogueWritten, changesCatalogue } from '../catalogue-writes.ts';
import { localDb, type OutboxRow } from '../local-db.ts';
import { isOnline } from '../online-status.ts';
import { storedSession } from '../session/session.ts';
import { requestReplay } from './replay-outbox.ts';

export type QueuedWrite = {
  kind: string;
  method: OutboxRow['method'];
  path: string;
  body?: unknown;
  /** How the user is told about it: 'Your review of Ambre Nuit'. */
  label: string;
  /** Toast once the server accepted it from the queue. */
  sentMessage?: string;
  /** Queries to refetch once it is sent. */
  invalidate?: QueryKey[];
  /** The answer is `{ user }` with a fresh token, stored as the session. */
  refreshesSession?: boolean;
  /** The key of the user's intent, when the caller already made one. */
  idempotencyKey?: string;
};

export type SendResult<T> = { queued: false; data: T } | { queued: true; entry: OutboxRow };

const SENT_KEPT_MS = 60_000;
const FAILED_KEPT_MS = 7 * 24 * 3600_000;

/** Queues a write for the signed-in user (whatever the state of their token). */
export async function enqueueWrite(write: QueuedWrite): Promise<OutboxRow> {
  const user = storedSession();
  if (!user) throw new ApiError(401, m.platform_sign_in_first());
  const row: Omit<OutboxRow, 'seq'> = {
    id: crypto.randomUUID(),
    kind: write.kind,
    method: write.method,
    path: write.path,
    body: write.body,
    idempotencyKey: write.idempotencyKey ?? newIdempotencyKey(),
    userId: user.id,
    status: 'pending',
    error: null,
    createdAt: Date.now(),
    label: write.label,
    ...(write.sentMessage ? { sentMessage: write.sentMessage } : {}),
    ...(write.invalidate ? { invalidate: write.invalidate.map((key) => [...key]) } : {}),
    ...(write.refreshesSession ? { refreshesSession: true } : {}),
  };
  const seq = await localDb.outbox.add(row as OutboxRow);
  void registerBackgroundSync();
  requestReplay();
  return { ...row, seq } as OutboxRow;
}

export async function hasPendingWrites(userId: string): Promise<boolean> {
  return (
    (await localDb.outbox
      .where('userId')
      .equals(userId)
      .filter((row) => row.status === 'pending')
      .count()) > 0
  );
}

/**
 * Sends now when it can, queues when it cannot: offline, when an earlier write of the same user
 * still waits (order is kept), or when the request got no answer.
 */
export async function sendOrQueue<T>(write: QueuedWrite): Promise<SendResult<T>> {
  const user = storedSession();
  const keyed = { ...write, idempotencyKey: write.idempotencyKey ?? newIdempotencyKey() };
  if (user && (!isOnline() || (await hasPendingWrites(user.id)))) return { queued: true, entry: await enqueueWrite(keyed) };
  try {
    const data = await apiRequest<T>(write.method, write.path, { body: write.body, idempotencyKey: keyed.idempotencyKey });
    if (changesCatalogue(write.invalidate ?? [])) catalogueWritten();
    return { queued: false, data };
  } catch (error) {
    if (user && error instanceof ApiError && error.isNetwork) return { queued: true, entry: await enqueueWrite(keyed) };
    throw error;
  }
}

export async function dismissOutboxEntry(id: string): Promise<void> {
  await localDb.outbox.where('id').equals(id).delete();
}

/** Logout on a shared device (DESIGN §4): nothing this person queued stays behind. */
export async function clearOutboxOf(userId: string): Promise<void> {
  await localDb.outbox.where('userId').equals(userId).delete();
}

/** Sent entries are kept a minute (the page that queued them can show "sent"), failed ones a week. */
export async function pruneOutbox(now = Date.now()): Promise<void> {
  await localDb.outbox
    .filter(
      (row) => (row.status === 'sent' && (row.settledAt ?? 0) < now - SENT_KEPT_MS) || (row.status === 'failed' && (row.settledAt ?? 0) < now - FAILED_KEPT_MS),
    )
    .delete();
}

/** Where the browser has Background Sync (Chromium), the service worker also nudges a replay. */
async function registerBackgroundSync(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator)) return;
    const registration = (await navigator.serviceWorker.getRegistration()) as
      (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    /* a bonus only: the page replays on online, focus and start anyway */
  }
}
