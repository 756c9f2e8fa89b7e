// Runtime caches carry a version (domain/offline-caches.ts): a change of what they hold or how it
// is keyed bumps it, and the activate step deletes every Sillage cache that is not in the current
// set (DESIGN §4).
import { CATALOGUE_CACHE, IMAGE_CACHE } from '#domain/offline-caches.ts';

export { CATALOGUE_CACHE, IMAGE_CACHE };
const RUNTIME_PREFIX = 'sillage-';
const current = new Set([CATALOGUE_CACHE, IMAGE_CACHE]);

/** Server-rendered pages kept for offline, one cache per build of the shell. */
export function pagesCacheFor(buildRevision: string): string {
  const name = `sillage-pages-${buildRevision}`;
  current.add(name);
  return name;
}

/** Deletes runtime caches of older versions (workbox removes old precaches itself). */
export async function deleteStaleRuntimeCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(RUNTIME_PREFIX) && !current.has(name)).map((name) => caches.delete(name)));
}
