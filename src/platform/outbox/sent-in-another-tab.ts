// One tab replays the whole device's outbox (replay-lock.ts), so the tab where a write was made is
// not always the one that sends it: a review written on a scent's page may be sent by the tab
// showing My Profile. The sender tells the device's other tabs which queries the write changed,
// and they refetch them as it does; otherwise the page that made the write would drop it from
// its pending list and show nothing in its place until its next refetch.

type QueryKeys = ReadonlyArray<readonly unknown[]>;

const CHANNEL_NAME = 'sillage-outbox-sent';

// A tab that does not hear this (BroadcastChannel missing, or its outbox not started yet) still
// sees its own pending lines leave the device's outbox: a scent's page reads its reviews again
// then (features/product/read-again-when-sent.ts).
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;

const isQueryKeys = (value: unknown): value is QueryKeys => Array.isArray(value) && value.every(Array.isArray);

/** After this tab sent an entry: the queries it changed, for the other tabs. */
export function tellOtherTabs(invalidate: QueryKeys): void {
  if (invalidate.length > 0) channel?.postMessage({ invalidate });
}

/** The queries that writes sent by another tab changed; returns the unsubscribe. */
export function onSentInAnotherTab(listener: (invalidate: QueryKeys) => void): () => void {
  if (!channel) return () => {};
  const onMessage = (event: MessageEvent<unknown>) => {
    const invalidate = (event.data as { invalidate?: unknown } | null)?.invalidate;
    if (isQueryKeys(invalidate)) listener(invalidate);
  };
  channel.addEventListener('message', onMessage);
  return () => channel.removeEventListener('message', onMessage);
}
