// The whole catalogue is small enough to keep on the device (DESIGN §4 "beyond the anchors"): when
// online, now and then, every page of it is copied, so search and filters work offline over all of
// it and not only the pages the shopper happened to open.
import type { ProductPage } from '#domain/schemas/product.ts';
import { api } from '#src/platform/api-client.ts';
import { catalogueSyncedAt, keepOnly, keepProducts, markCatalogueSynced } from '#src/platform/local-catalogue.ts';
import { isOnline } from '#src/platform/online-status.ts';

const SYNC_EVERY_MS = 30 * 60_000;
/** Beyond this many pages (a catalogue far larger than a sample shop's) only scents seen are kept. */
const MAX_PAGES = 40;

let running: Promise<void> | null = null;

export function syncDeviceCatalogue({ force = false } = {}): Promise<void> {
  running ??= copyCatalogue(force).finally(() => {
    running = null;
  });
  return running;
}

async function copyCatalogue(force: boolean): Promise<void> {
  if (!isOnline()) return;
  const last = await catalogueSyncedAt();
  if (!force && last !== null && Date.now() - last < SYNC_EVERY_MS) return;
  const startedAt = Date.now();
  const seen = new Set<string>();
  let pages = 1;
  for (let page = 1; page <= Math.min(pages, MAX_PAGES); page += 1) {
    // fresh: a copy meant to last must not be the service worker's stale one.
    const answer = await api.get<ProductPage>(`/api/products?pageNumber=${page}`, { token: null, fresh: true });
    pages = answer.pages;
    await keepProducts(answer.products, startedAt);
    for (const product of answer.products) seen.add(product.id);
  }
  if (pages <= MAX_PAGES) await keepOnly(seen);
  await markCatalogueSynced(startedAt);
}
