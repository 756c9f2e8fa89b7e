/// <reference lib="webworker" />
// Posts the worker's messages (domain/service-worker-messages.ts) to the open windows
// (src/app/pwa/service-worker.ts listens for them).
import type { SwToWindowMessage } from '#domain/service-worker-messages.ts';

declare const self: ServiceWorkerGlobalScope;

export async function tellWindows(message: SwToWindowMessage): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage(message);
}
