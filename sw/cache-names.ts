// Runtime caches carry a version (domain/offline-caches.ts): a change of what they hold or how it
// is keyed bumps it, and the activate step deletes every Sillage cache that is not in the current
// set (DESIGN §4).
import { CATALOGUE_CACHE, IMAGE_CACHE } from '#domain/offline-caches.ts';
import { BUILD_BASE, OWN_CACHE_PREFIX } from './build-base.ts';

export { CATALOGUE_CACHE, IMAGE_CACHE };
const current = new Set([CATALOGUE_CACHE, IMAGE_CACHE]);
/** Another language's worker's caches (`sillage-fr-…`): never this worker's to delete. */
const otherLanguages = BUILD_BASE === '/' ? /^sillage-[a-z]{2}-/ : /^$/;

/** Server-rendered pages kept for offline, one cache per build of the shell. */
export function pagesCacheFor(buildRevision: string): string {
  const name = `${OWN_CACHE_PREFIX}pages-${buildRevision}`;
  current.add(name);
  return name;
}

/** Deletes runtime caches of older versions (workbox removes old precaches itself). */
export async function deleteStaleRuntimeCaches(): Promise<void> {
  const names = await caches.keys();
  const stale = names.filter((name) => name.startsWith(OWN_CACHE_PREFIX) && !otherLanguages.test(name) && !current.has(name));
  await Promise.all(stale.map((name) => caches.delete(name)));
}
