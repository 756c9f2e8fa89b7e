/// <reference lib="webworker" />
// Messages from the service worker to the open windows (src/app/pwa listens for them).

declare const self: ServiceWorkerGlobalScope;

export type SwToWindowMessage =
  /** Worth trying the outbox now (Background Sync fired, or the network came back). */
  | { type: 'REPLAY_OUTBOX' }
  /** A catalogue answer the windows may be showing changed on revalidation. */
  | { type: 'CATALOGUE_CHANGED'; path: string };

export async function tellWindows(message: SwToWindowMessage): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage(message);
}
