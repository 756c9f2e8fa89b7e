/// <reference lib="webworker" />
import type { RouteMatchCallbackOptions, WorkboxPlugin } from 'workbox-core/types.js';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { isPublicRead } from '#domain/public-reads.ts';
import { CATALOGUE_CACHE, IMAGE_CACHE } from './cache-names.ts';
import { hasCredentials, isSharedAnswer, sharedAnswersOnly } from './cacheable-response.ts';
import { tellWindows } from './window-messages.ts';

const DAY_S = 24 * 3600;
/** Shown for a product image never seen before when there is no connection. */
const OFFLINE_IMAGE = '/images/placeholder-bottle.svg';

const emptyPicture = () =>
  new Response('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>', { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' } });

function isCatalogueRead({ url, request, sameOrigin }: RouteMatchCallbackOptions): boolean {
  return sameOrigin && request.method === 'GET' && isPublicRead(url.pathname) && !hasCredentials(request);
}

/** The page asked for the server's current answer (api-client `fresh`): no stale copy will do. */
const wantsFresh = (request: Request) => request.cache === 'no-cache' || request.cache === 'reload' || request.cache === 'no-store';

/**
 * After a failure, the first answer from the network means the connection is back: the windows
 * replay their outbox at once, also where the browser's `online` event is late or missing.
 */
let networkFailed = false;
const connectionWatch: WorkboxPlugin = {
  fetchDidFail: async () => {
    networkFailed = true;
  },
  fetchDidSucceed: async ({ response }) => {
    if (networkFailed) {
      networkFailed = false;
      await tellWindows({ type: 'REPLAY_OUTBOX' });
    }
    return response;
  },
};

/** Revalidation brought a different answer: the windows refetch what they show, so the stale copy lives one round trip. */
const catalogueChanges: WorkboxPlugin = {
  cacheDidUpdate: async ({ request, oldResponse, newResponse }) => {
    if (!oldResponse) return;
    const before = oldResponse.headers.get('etag');
    const after = newResponse.headers.get('etag');
    if (before && after && before === after) return;
    await tellWindows({ type: 'CATALOGUE_CHANGED', path: new URL(request.url).pathname });
  },
};

const catalogueExpiration = new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true });

export function registerRuntimeRoutes({ offlineImage }: { offlineImage: () => Promise<Response | undefined> }): void {
  // A fresh read goes to the server; its answer still refreshes the offline copy.
  registerRoute(
    (options) => isCatalogueRead(options) && wantsFresh(options.request),
    async ({ request }) => {
      const response = await fetch(request);
      if (isSharedAnswer(request, response)) {
        const cache = await caches.open(CATALOGUE_CACHE);
        await cache.put(new Request(request.url), response.clone());
      }
      return response;
    },
  );

  registerRoute(
    isCatalogueRead,
    new StaleWhileRevalidate({
      cacheName: CATALOGUE_CACHE,
      plugins: [sharedAnswersOnly, catalogueExpiration, catalogueChanges, connectionWatch],
    }),
  );

  // Product images never change under one name (uploads are immutable): cache-first, bounded in
  // count and age; status 200 only, so no opaque answer can ever fill the quota.
  registerRoute(
    ({ request, url, sameOrigin }) =>
      sameOrigin && request.destination === 'image' && (url.pathname.startsWith('/uploads/') || url.pathname.startsWith('/images/')),
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 160, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
      ],
    }),
  );

  // Offline, an image never seen shows the placeholder bottle rather than a broken image; in the
  // first seconds, before the bottle itself is kept (offline-files.ts), an empty picture: the
  // img keeps its box and the page no error (a gallery below a saved scent's picture).
  setCatchHandler(async ({ request }) => {
    if (request.destination === 'image') return (await offlineImage()) ?? (await caches.match(OFFLINE_IMAGE)) ?? emptyPicture();
    return Response.error();
  });
}
