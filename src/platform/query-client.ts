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

/** Changes with every build, so a deployment never restores data shaped for the old code. */
export const PERSIST_BUSTER = import.meta.env.VITE_BUILD_ID ?? 'dev';
