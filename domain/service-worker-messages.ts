// What the service worker (sw/) and the pages (src/) say to each other: the messages the worker
// posts to the open windows, the message a window sends a waiting worker, and the Background
// Sync tag of the outbox. One home, imported by both sides (DESIGN §4).

/** The tag a page registers for Background Sync when it queues a write; the worker answers it with REPLAY_OUTBOX. */
export const OUTBOX_SYNC_TAG = 'sillage-outbox';

/** From the worker to the open windows. */
export type SwToWindowMessage =
  /** Worth trying the outbox now (Background Sync fired, or the network came back). */
  | { type: 'REPLAY_OUTBOX' }
  /** A catalogue answer the windows may be showing changed on revalidation. */
  | { type: 'CATALOGUE_CHANGED'; path: string }
  /**
   * Kept on the device: the shell, the code of `/`, the catalogue, the scent pages and saved
   * scents, and those pages (`everything` false); then the whole build (`everything` true).
   */
  | { type: 'OFFLINE_READY'; everything: boolean };

/** Whether a message event's data is one of the worker's messages (a page also hears others). */
export function isSwToWindowMessage(data: unknown): data is SwToWindowMessage {
  const type = (data as { type?: unknown } | null)?.type;
  return type === 'REPLAY_OUTBOX' || type === 'CATALOGUE_CHANGED' || type === 'OFFLINE_READY';
}

/**
 * From a window to the worker in control (issue 26): keep these for offline, first of all. `files`
 * are the build's files the page loaded (most are in the browser's HTTP cache already), `pages`
 * the server-rendered pages it opened before the worker was in control.
 */
export const KEEP_FOR_OFFLINE = 'KEEP_FOR_OFFLINE';
export type KeepForOfflineMessage = { type: typeof KEEP_FOR_OFFLINE; files: string[]; pages: string[] };

/** The build's file that lists, for the worker, what offline needs first (scripts/build/offline-plan.ts). */
export const OFFLINE_PLAN_PATH = '/offline-plan.json';
export type OfflinePlan = { first: string[]; pages: string[] };

/**
 * From a window to the waiting worker: take over now (the user accepted "update available").
 * workbox-window's `messageSkipWaiting()` sends `{ type: 'SKIP_WAITING' }`; the worker reads it.
 */
export const SKIP_WAITING = 'SKIP_WAITING';
