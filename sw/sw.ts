/// <reference lib="webworker" />
// The service worker (DESIGN §1, §4): the app shell is precached so every route opens offline,
// public catalogue reads are served stale-while-revalidate, product images cache-first and
// bounded; nothing that depends on the user is ever stored. A new version waits until the page
// says SKIP_WAITING (the user accepted the "update available" prompt).
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { OUTBOX_SYNC_TAG, SKIP_WAITING } from '#domain/service-worker-messages.ts';
import { deleteStaleRuntimeCaches, pagesCacheFor } from './cache-names.ts';
import { registerPageNavigation } from './page-navigation.ts';
import { registerRuntimeRoutes } from './runtime-routes.ts';
import { tellWindows } from './window-messages.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The build's file list, injected at build time (one place only: workbox replaces it there).
const precacheEntries = self.__WB_MANIFEST;
cleanupOutdatedCaches();
precacheAndRoute(precacheEntries);

// Kept pages belong to the build that rendered them (their scripts are this build's): the cache
// is named after the shell's revision, so an update starts an empty one and drops the old.
const shellEntry = precacheEntries.find((entry) => typeof entry !== 'string' && entry.url === 'index.html');
registerPageNavigation(pagesCacheFor((typeof shellEntry === 'string' ? undefined : shellEntry?.revision) ?? 'unversioned'));
registerRuntimeRoutes();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(deleteStaleRuntimeCaches());
});
// The first install controls the open page at once, so its catalogue reads are cached from the
// first visit. An update only activates after SKIP_WAITING, so this never swaps code under a
// page that did not ask for it.
clientsClaim();

// Background Sync is a bonus where it exists (not in Safari): it only asks the windows to replay.
self.addEventListener('sync', (event: Event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(tellWindows({ type: 'REPLAY_OUTBOX' }));
});
