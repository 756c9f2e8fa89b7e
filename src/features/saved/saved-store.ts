// The saved scents on the device (issue: saved scents). Saves work signed out; each keeps what the
// scent's card and product page need offline: its data (also in the device's catalogue, which the
// product page reads without a connection) and its pictures in the service worker's image cache.
// Unsaving lets the pictures go. Every change rewrites the hearts' mirror (saved-ids.ts).
import { IMAGE_WIDTHS, variantUrl } from '#domain/image-variants.ts';
import { IMAGE_CACHE } from '#domain/offline-caches.ts';
import type { Product } from '#domain/schemas/product.ts';
import { localDb, type SavedRow } from '#src/platform/local-db.ts';
import { writeSavedIds } from './saved-ids.ts';

/** The pictures a saved scent's card and page draw (every width of the format browsers pick). */
export function picturesOf(product: Pick<Product, 'image'>): string[] {
  const variants = IMAGE_WIDTHS.map((width) => variantUrl(product.image, width, 'avif')).filter((url): url is string => url !== null);
  return variants.length > 0 ? variants : [product.image];
}

async function keepPictures(product: Product): Promise<void> {
  if (!('caches' in window)) return;
  try {
    const cache = await caches.open(IMAGE_CACHE);
    await Promise.all(
      picturesOf(product).map(async (url) => {
        if (await cache.match(url)) return;
        const response = await fetch(url);
        // Only a whole, plain answer is kept (never an error page or an opaque answer).
        if (response.ok && response.type === 'basic') await cache.put(url, response);
      }),
    );
  } catch {
    // Offline or storage refused: the pictures come with the next visit of the scent.
  }
}

async function dropPictures(products: Array<Pick<Product, 'image'>>): Promise<void> {
  if (!('caches' in window) || products.length === 0) return;
  try {
    const cache = await caches.open(IMAGE_CACHE);
    await Promise.all(products.flatMap(picturesOf).map((url) => cache.delete(url)));
  } catch {
    // Nothing to free.
  }
}

const mirror = async () => writeSavedIds((await localDb.saved.orderBy('savedAt').reverse().primaryKeys()) as string[]);

/** Saved newest first. */
export const savedRows = (): Promise<SavedRow[]> => localDb.saved.orderBy('savedAt').reverse().toArray();

export async function keepSaved(product: Product, savedAt = Date.now()): Promise<void> {
  await localDb.transaction('rw', localDb.saved, localDb.catalogue, async () => {
    const existing = await localDb.saved.get(product.id);
    await localDb.saved.put({ productId: product.id, product, savedAt: existing?.savedAt ?? savedAt });
    await localDb.catalogue.put({ id: product.id, product, savedAt: Date.now() });
  });
  await mirror();
  void keepPictures(product);
}

export async function forgetSaved(productId: string): Promise<void> {
  const row = await localDb.saved.get(productId);
  await localDb.saved.delete(productId);
  await mirror();
  if (row) void dropPictures([row.product]);
}

/** The current product data for saved scents (prices, stock), keeping when each was saved. */
export async function refreshSavedProducts(products: Product[]): Promise<void> {
  await localDb.transaction('rw', localDb.saved, async () => {
    for (const product of products) await localDb.saved.update(product.id, { product });
  });
}

/**
 * The account's list replaces the device's (after a merge at sign-in, or when another device
 * changed it): what it holds is kept for offline, what it dropped is let go.
 */
export async function replaceSaved(list: Array<{ product: Product; savedAt: number }>): Promise<void> {
  const before = await localDb.saved.toArray();
  const keep = new Set(list.map((entry) => entry.product.id));
  await localDb.transaction('rw', localDb.saved, localDb.catalogue, async () => {
    await localDb.saved.clear();
    await localDb.saved.bulkPut(list.map(({ product, savedAt }) => ({ productId: product.id, product, savedAt })));
    await localDb.catalogue.bulkPut(list.map(({ product }) => ({ id: product.id, product, savedAt: Date.now() })));
  });
  await mirror();
  const had = new Set(before.map((row) => row.productId));
  await Promise.all(list.filter((entry) => !had.has(entry.product.id)).map((entry) => keepPictures(entry.product)));
  await dropPictures(before.filter((row) => !keep.has(row.productId)).map((row) => row.product));
}

/** Logout on a shared device: the saves, their mirror and their pictures go (the account keeps them). */
export async function clearSaved(): Promise<void> {
  const rows = await localDb.saved.toArray();
  await localDb.saved.clear();
  writeSavedIds([]);
  await dropPictures(rows.map((row) => row.product));
}
