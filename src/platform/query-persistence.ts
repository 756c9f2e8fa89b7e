// The catalogue kept in localStorage between visits (DESIGN §4): what lets scents seen before be
// browsed offline from the first render. Its code is fetched apart from the first page's script:
// a server-rendered page restores it after hydration, the app shell before its first render.
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import type { QueryClient } from '@tanstack/react-query';
import { readCatalogueFresh } from './catalogue-writes.ts';
import { CATALOGUE_KEY_ROOT, PERSIST_BUSTER, PERSIST_MAX_AGE_MS } from './query-client.ts';

/** Where in localStorage the persisted catalogue lives (logout removes it). */
export const PERSISTED_QUERY_CACHE_KEY = 'sillage-query-cache';

export const queryPersister = createSyncStoragePersister({
  storage: typeof window === 'undefined' ? undefined : window.localStorage,
  key: PERSISTED_QUERY_CACHE_KEY,
  throttleTime: 1000,
});

/**
 * Only public catalogue answers from the server go to storage: nothing about a user survives on
 * the device, and an answer made from the device's own copy is not stored twice.
 */
export function shouldPersistQuery(query: { queryKey: readonly unknown[]; state: { status: string; data: unknown } }): boolean {
  if (query.state.status !== 'success' || query.queryKey[0] !== CATALOGUE_KEY_ROOT) return false;
  return (query.state.data as { savedAt?: unknown } | undefined)?.savedAt === undefined;
}

/**
 * Restores the persisted catalogue before the router's first loaders run, so that offline they
 * find the scents seen before instead of racing the restore; then keeps storage up to date.
 */
export async function restoreQueryCache(queryClient: QueryClient): Promise<void> {
  // The persister is typed against its own copy of query-core; the client is the same at runtime.
  const client = queryClient as unknown as Parameters<typeof persistQueryClientRestore>[0]['queryClient'];
  await persistQueryClientRestore({ queryClient: client, persister: queryPersister, maxAge: PERSIST_MAX_AGE_MS, buster: PERSIST_BUSTER });
  // This tab has just changed the catalogue (a review sent from the outbox a moment ago): what
  // storage held may predate it (it is written a second behind), so every restored answer counts
  // as stale and a page showing one asks the server again, past the service worker.
  if (readCatalogueFresh()) await queryClient.invalidateQueries({ queryKey: [CATALOGUE_KEY_ROOT] }, { cancelRefetch: false });
  persistQueryClientSubscribe({
    queryClient: client,
    persister: queryPersister,
    buster: PERSIST_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  });
}
