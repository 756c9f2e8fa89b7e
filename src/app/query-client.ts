import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** Query keys whose first element is this are public catalogue data: the only ones persisted. */
export const CATALOGUE_KEY_ROOT = 'catalogue';
export const PERSIST_MAX_AGE_MS = 7 * 24 * 3600 * 1000;
/** How long an answer from the server counts as fresh, unless a query says otherwise. */
export const QUERY_STALE_MS = 30_000;
/** spec §9: cached data kept 5 s for user queries. */
export const USER_QUERY_STALE_MS = 5_000;

export function createQueryClient() {
  // TanStack Query assumes "online" at start and only learns otherwise from an `offline` event,
  // which never comes for a page opened without a connection: without this, reconnecting would
  // not refetch what the device answered meanwhile.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        // At least the persister's maxAge, or restored catalogue data would be collected at once.
        gcTime: PERSIST_MAX_AGE_MS,
        networkMode: 'offlineFirst',
        // Offline, a failed read fails at once (the route shows its error or the device's copy)
        // instead of pausing until the connection returns behind a skeleton.
        retry: (count, error) => count < 2 && !(error instanceof ApiError && typeof error.status === 'number') && onlineManager.isOnline(),
      },
      mutations: { networkMode: 'always' },
    },
  });
}

export const queryPersister = createSyncStoragePersister({
  storage: typeof window === 'undefined' ? undefined : window.localStorage,
  key: 'sillage-query-cache',
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

/** Changes with every build, so a deployment never restores data shaped for the old code. */
export const PERSIST_BUSTER = import.meta.env.VITE_BUILD_ID ?? 'dev';

/**
 * Restores the persisted catalogue before the router's first loaders run, so that offline they
 * find the scents seen before instead of racing the restore; then keeps storage up to date.
 */
export async function restoreQueryCache(queryClient: QueryClient): Promise<void> {
  // The persister is typed against its own copy of query-core; the client is the same at runtime.
  const client = queryClient as unknown as Parameters<typeof persistQueryClientRestore>[0]['queryClient'];
  await persistQueryClientRestore({ queryClient: client, persister: queryPersister, maxAge: PERSIST_MAX_AGE_MS, buster: PERSIST_BUSTER });
  persistQueryClientSubscribe({
    queryClient: client,
    persister: queryPersister,
    buster: PERSIST_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  });
}
