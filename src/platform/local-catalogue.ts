// The catalogue kept on the device (DESIGN §4): every product the app receives is copied into
// Dexie with the time it was seen, so search, filters and product pages keep working offline
// over every scent seen before, labelled with its age. Public data only: it survives logout.
import type { Product } from '#domain/schemas/product.ts';
import type { CatalogueRow } from './local-db.ts';

// Dexie is fetched with the first read or write, not with the page: the copy is never on the
// way of a first render (issue: performance, first-visit script budget).
// On the server (rendering a page) there is no device: every read and copy fails, and callers
// already treat a failing device as an empty one.
const openDb = () => (import.meta.env.SSR ? Promise.reject(new Error('No device database on the server')) : import('./local-db.ts').then((m) => m.localDb));

/**
 * Fetches the device catalogue's handle now (its import is a file of its own, a few bytes that
 * re-export the device database): the cart's code asks once the page is interactive, as a tap's
 * add keeps its scent here and on a poor line that file was a round trip after the tap.
 */
export const warmDeviceCatalogue = (): Promise<void> => openDb().then(() => undefined);

/** Saves products from a list; a product's reviews, known from its page, are kept. */
export async function keepProducts(products: readonly Product[], savedAt = Date.now()): Promise<void> {
  if (products.length === 0) return;
  const localDb = await openDb();
  await localDb.transaction('rw', localDb.catalogue, async () => {
    const existing = await localDb.catalogue.bulkGet(products.map((p) => p.id));
    await localDb.catalogue.bulkPut(
      products.map((product, i) => {
        const reviews = product.reviews ?? existing[i]?.product.reviews;
        return { id: product.id, product: reviews ? { ...product, reviews } : product, savedAt };
      }),
    );
  });
}

export async function keepProduct(product: Product, savedAt = Date.now()): Promise<void> {
  await keepProducts([product], savedAt);
}

export async function forgetProduct(id: string): Promise<void> {
  await (await openDb()).catalogue.delete(id);
}

export async function deviceProduct(id: string): Promise<CatalogueRow | undefined> {
  return (await openDb()).catalogue.get(id);
}

export async function deviceCatalogue(): Promise<CatalogueRow[]> {
  return (await openDb()).catalogue.toArray();
}

/** After a complete copy of the catalogue: scents that left it leave the device too. */
export async function keepOnly(ids: ReadonlySet<string>): Promise<void> {
  await (await openDb()).catalogue.filter((row) => !ids.has(row.id)).delete();
}

const SYNCED_AT = 'catalogue-synced-at';

export async function catalogueSyncedAt(): Promise<number | null> {
  const row = await (await openDb()).deviceMeta.get(SYNCED_AT);
  return typeof row?.value === 'number' ? row.value : null;
}

export async function markCatalogueSynced(at: number): Promise<void> {
  await (await openDb()).deviceMeta.put({ key: SYNCED_AT, value: at });
}
