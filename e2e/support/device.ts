// Looking into the browser's own storage in offline tests: the service worker's state, the
// Dexie database 'sillage' (read with plain IndexedDB, as any page script could) and CacheStorage.
import { expect, type Page } from '@playwright/test';

/**
 * Waits until a service worker controls the page and has kept the whole build for offline (DESIGN §4).
 * When none does within 25 s, fails saying what the page's registration holds (each worker's
 * state, or none registered) and whether the page had loaded, rather than at the test's timeout.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  const stuck = await page.evaluate(async () => {
    const controlled = (async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return;
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    })();
    const late = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 25_000));
    if ((await Promise.race([controlled, late])) !== 'late') return undefined;
    const registrations = await navigator.serviceWorker.getRegistrations();
    const workers = registrations.map((r) => ({
      scope: r.scope,
      installing: r.installing?.state ?? null,
      waiting: r.waiting?.state ?? null,
      active: r.active?.state ?? null,
    }));
    return { readyState: document.readyState, controller: navigator.serviceWorker.controller?.scriptURL ?? null, registrations: workers };
  });
  if (stuck) throw new Error(`no service worker controls ${page.url()} after 25 s: ${JSON.stringify(stuck)}`);
  // The install holds the shell alone; the rest of the build is kept after it (sw/offline-files.ts).
  await page.waitForFunction(() => document.documentElement.dataset.offlineReady === 'everything', undefined, { timeout: 30_000 });
}

/** Every row of one table of the device database. */
export function deviceRows<T = Record<string, unknown>>(page: Page, table: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('sillage');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            resolve([]);
            return;
          }
          const read = db.transaction(name, 'readonly').objectStore(name).getAll();
          read.onsuccess = () => {
            db.close();
            resolve(read.result as T[]);
          };
          read.onerror = () => reject(read.error);
        };
      }),
    table,
  );
}

/** Waits until the whole catalogue has been copied to the device (DESIGN §4). */
export async function waitForDeviceCatalogue(page: Page, total: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const meta = await deviceRows<{ key: string }>(page, 'deviceMeta');
        const rows = await deviceRows(page, 'catalogue');
        return meta.some((row) => row.key === 'catalogue-synced-at') && rows.length >= total;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** Waits until one product is in the device's catalogue copy, so it opens offline (DESIGN §4). */
export async function waitForDeviceProduct(page: Page, id: string): Promise<void> {
  await expect.poll(async () => (await deviceRows<{ id: string }>(page, 'catalogue')).some((row) => row.id === id), { timeout: 20_000 }).toBe(true);
}

export type CachedEntry = { cache: string; url: string; type: string; status: number; cacheControl: string | null; authenticated: boolean };

/** What CacheStorage holds, entry by entry. */
export function cacheEntries(page: Page): Promise<CachedEntry[]> {
  return page.evaluate(async () => {
    const entries: CachedEntry[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({
          cache: name,
          url: request.url,
          type: response?.type ?? 'missing',
          status: response?.status ?? 0,
          cacheControl: response?.headers.get('cache-control') ?? null,
          authenticated: request.headers.has('auth-token') || request.headers.has('authorization'),
        });
      }
    }
    return entries;
  });
}

/** From the next navigation on, records when the page first asks for a service worker (its own clock). */
export async function recordWorkerRegistration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args: Parameters<typeof register>) {
      (window as Window & { registeredAt?: number }).registeredAt ??= performance.now();
      return register.apply(this, args);
    };
  });
}

/** On the page's clock: when it settled (after-page-load.ts's mark) and when it asked for its worker. */
export function workerTimeline(page: Page): Promise<{ settledAt?: number; registeredAt?: number }> {
  return page.evaluate(() => ({
    settledAt: performance.getEntriesByName('sillage:settled')[0]?.startTime,
    registeredAt: (window as Window & { registeredAt?: number }).registeredAt,
  }));
}
