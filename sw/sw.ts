/// <reference lib="webworker" />
// The service worker (DESIGN §1, §4): the app shell is precached so every route opens offline,
// public catalogue reads are served stale-while-revalidate, product images cache-first and
// bounded; nothing that depends on the user is ever stored. A new version waits until the page
// says SKIP_WAITING (the user accepted the "update available" prompt).
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { KEEP_FOR_OFFLINE, type KeepForOfflineMessage, OUTBOX_SYNC_TAG, SKIP_WAITING } from '#domain/service-worker-messages.ts';
import { deleteStaleRuntimeCaches, pagesCacheFor } from './cache-names.ts';
import { FILES_CACHE, keepForOffline, shopperIsFetching } from './offline-files.ts';
import { isFixedPathFile, isInstallFile, revisionedKey } from './install-files.ts';
import { BUILD_BASE, inBuild } from './build-base.ts';
import { registerNotifications } from './notifications.ts';
import { registerPageNavigation } from './page-navigation.ts';
import { registerRuntimeRoutes } from './runtime-routes.ts';
import { tellWindows } from './window-messages.ts';

declare const self: ServiceWorkerGlobalScope;

// The build's file list, injected at build time (one place only: workbox replaces it there).
const buildEntries = self.__WB_MANIFEST.map((entry) => (typeof entry === 'string' ? { url: entry, revision: null } : entry));
// The install holds the shell alone (issue 26): the rest is kept once the worker is in control.
const installEntries = buildEntries.filter((entry) => isInstallFile(entry.url));
// The web manifest, its icons and the offline picture: kept first once in control (install-files.ts).
const fixedPathKeys = new Map(
  buildEntries.filter((entry) => isFixedPathFile(entry.url)).map((entry) => [inBuild(entry.url), revisionedKey(inBuild(entry.url), entry.revision)]),
);
const build = {
  fixedPathFiles: [...fixedPathKeys].map(([path, key]) => ({ path, key })),
  // Built files named after their content (no revision of their own): one cache serves every
  // build. The install sheet's icons are the browser's business, fetched when it installs the app.
  allFiles: buildEntries.filter((entry) => !isInstallFile(entry.url) && entry.url.startsWith('assets/')).map((entry) => inBuild(entry.url)),
  // Kept pages belong to the build that rendered them (their scripts are this build's): the cache
  // is named after the shell's revision, so an update starts an empty one and drops the old.
  pagesCache: pagesCacheFor(buildEntries.find((entry) => entry.url === 'index.html')?.revision ?? 'unversioned'),
};

// Every request a page makes is the shopper's (a navigation, a tap's code or call, a picture):
// the background downloads, which the worker makes itself and never sees here, stand aside.
self.addEventListener('fetch', shopperIsFetching);

cleanupOutdatedCaches();
// No directory index: Workbox's default answered `/` (and `/fr/`) with the precached shell, so the
// home never reached the server once a worker was installed (not its rendered page, nor the
// redirect of a device that chose French). It is a page like the others (page-navigation.ts).
precacheAndRoute(installEntries, { directoryIndex: '' });
// The rest of the build, from what offline-files.ts kept (a file not kept yet comes from the line).
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(`${BUILD_BASE}assets/`), new CacheFirst({ cacheName: FILES_CACHE }));
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && fixedPathKeys.has(url.pathname),
  async ({ request, url }) => (await keptFixedPathFile(url.pathname)) ?? fetch(request),
);
registerPageNavigation(build.pagesCache);
registerNotifications();
registerRuntimeRoutes({ offlineImage: () => keptFixedPathFile('/images/placeholder-bottle.svg') });

/** This build's copy of a fixed-path file, once kept. */
async function keptFixedPathFile(path: string): Promise<Response | undefined> {
  const key = fixedPathKeys.get(path);
  return key ? (await caches.open(FILES_CACHE)).match(key) : undefined;
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === SKIP_WAITING) void self.skipWaiting();
  if (data?.type === KEEP_FOR_OFFLINE) {
    const { files, pages } = data as Partial<KeepForOfflineMessage>;
    event.waitUntil(
      keepForOffline(build, {
        files: (Array.isArray(files) ? files : []).filter((f) => typeof f === 'string'),
        pages: (Array.isArray(pages) ? pages : []).filter((p) => typeof p === 'string' && p.startsWith('/')),
      }),
    );
  }
});

self.addEventListener('activate', (event) => {
  event.waitUntil(deleteStaleRuntimeCaches());
  // Not in waitUntil: fetches wait while a worker activates, and this takes seconds on a poor line.
  void keepForOffline(build);
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
