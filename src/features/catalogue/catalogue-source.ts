// Where catalogue answers come from (DESIGN §4): the server when there is a connection (each
// answer is copied to the device), the catalogue kept on the device when there is none.
import * as m from '#messages';
import { ApiError } from '#src/platform/api-client.ts';
import { isOnline } from '#src/platform/online-status.ts';
import type { QueryClient } from '@tanstack/react-query';
import { CATALOGUE_KEY_ROOT, QUERY_STALE_MS } from '#src/platform/query-client.ts';
import { pageSettled } from '#src/platform/page-lifecycle/after-page-load.ts';

const offline = () => new ApiError('FETCH_ERROR', m.platform_offline());

const whenPageSettled = (): Promise<void> =>
  pageSettled.get()
    ? Promise.resolve()
    : new Promise((resolve) => {
        const stop = pageSettled.subscribe(() => {
          stop();
          resolve();
        });
      });

export async function fromServerOrDevice<T>(
  fromServer: () => Promise<T>,
  keep: (answer: T) => Promise<void>,
  fromDevice: () => Promise<T | undefined>,
): Promise<T> {
  if (!isOnline()) {
    const saved = await fromDevice();
    if (saved !== undefined) return saved;
    throw offline();
  }
  try {
    const answer = await fromServer();
    // Copying to the device never delays or fails the page, and waits for it to settle: the copy
    // opens Dexie, which must not be evaluated while a page is hydrating (issue 26; a page the
    // server cached more than QUERY_STALE_MS ago is asked again as it hydrates).
    // (On the server there is no device: nothing to copy, and nothing to wait for.)
    if (!import.meta.env.SSR)
      void whenPageSettled()
        .then(() => keep(answer))
        .catch(() => undefined);
    return answer;
  } catch (error) {
    if (error instanceof ApiError && error.isNetwork) {
      const saved = await fromDevice();
      if (saved !== undefined) return saved;
    }
    throw error;
  }
}

/**
 * An answer from the device is stale at once: as soon as there is a connection (TanStack Query
 * refetches on reconnect) the server's answer replaces it, and "prices as of" goes away.
 * An answer from the server is fresh for QUERY_STALE_MS, and whatever its age until the page has
 * settled: the answers a server-rendered page came with (rendered minutes ago maybe, the page
 * cache dropping it whenever what it shows changes) are not asked again while it hydrates. That
 * request, its parse and the render it caused were in the middle of hydration's tasks, and on a
 * poor line its bytes went beside the tap's code (issue 26). Once settled, askAgainWhatAged asks.
 */
export const staleUnlessFromServer = (query: { state: { data?: { savedAt?: number } | undefined } }) =>
  query.state.data?.savedAt !== undefined ? 0 : pageSettled.get() ? QUERY_STALE_MS : Infinity;

/** Once the page has settled: the catalogue answers on screen older than QUERY_STALE_MS are asked again. */
export function askAgainWhatAged(queryClient: QueryClient): Promise<void> {
  return queryClient.refetchQueries({
    queryKey: [CATALOGUE_KEY_ROOT],
    type: 'active',
    predicate: (query) => Date.now() - query.state.dataUpdatedAt > QUERY_STALE_MS,
  });
}

/**
 * While a device answer is on screen, ask again every few seconds (from the device while offline,
 * which is cheap): a reconnect can come too soon after the answer for TanStack Query to count it
 * stale, or its first request can still fail, and nothing else would replace the old answer.
 */
export const retryDeviceAnswers = (query: { state: { data?: { savedAt?: number } | undefined } }) =>
  query.state.data?.savedAt !== undefined ? DEVICE_ANSWER_RETRY_MS : false;

const DEVICE_ANSWER_RETRY_MS = 4000;
