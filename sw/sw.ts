/// <reference lib="webworker" />
// The service worker (DESIGN §1, §4): the app shell is precached so every route opens offline,
// public catalogue reads are served stale-while-revalidate, product images cache-first and
// bounded; nothing that depends on the user is ever stored. A new version waits until the page
// says SKIP_WAITING (the user accepted the "update available" prompt).
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { deleteStaleRuntimeCaches } from './cache-names.ts';
import { registerRuntimeRoutes } from './runtime-routes.ts';
import { tellWindows } from './window-messages.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** Must match src/app/outbox: the tag the page registers for Background Sync where it exists. */
const OUTBOX_SYNC_TAG = 'sillage-outbox';

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Client routes (/explore-scents/…, /cart, a route never visited) open the precached shell, online
// or not. /api and /uploads are never answered with HTML.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/uploads\//, /^\/sw\.js$/, /^\/manifest\.webmanifest$/],
  }),
);
registerRuntimeRoutes();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
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
