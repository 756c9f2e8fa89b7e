// The service worker starts once the page is interactive and has settled (main.tsx): its install
// is small (sw/install-files.ts), and the page's own downloads hold a poor line until about then.
// Once in control it is told what this page loaded and which page this is, so those are kept
// first; it says when browsing offline is ready.
import type { QueryClient } from '@tanstack/react-query';
import { KEEP_FOR_OFFLINE, type KeepForOfflineMessage } from '#domain/service-worker-messages.ts';
import { CATALOGUE_KEY_ROOT } from '#src/platform/query-client.ts';
import { renderMode } from '#src/ui/render-mode.ts';
import { offlineReadyHeard } from './offline-ready-state.ts';
import { registerServiceWorker } from './service-worker.ts';
import { whenBrowsingKept } from './browsing-kept.ts';
import { fetchFontsForNextPages } from '#src/ui/theme/returning-fonts.ts';

/** The build's files this page loaded (the browser's HTTP cache holds them: keeping them costs no line). */
function filesThisPageLoaded(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith(`${import.meta.env.BASE_URL}assets/`))
    .map((url) => url.pathname);
}

function askToKeep(worker: ServiceWorker): void {
  // A page the server rendered is kept as it is; the app shell's pages are rendered on the device.
  const pages = renderMode === 'hydrate' ? [location.pathname] : [];
  const message: KeepForOfflineMessage = { type: KEEP_FOR_OFFLINE, files: filesThisPageLoaded(), pages };
  worker.postMessage(message);
}

// The outbox starts later (start-offline-app.ts, once the page has settled) with the hooks that
// apply what a replay brings back (a new name in the navbar): a replay asked for before then would
// run without them, so the worker's requests wait for it (the outbox replays as it starts anyway).
let replayOutbox: (() => void) | undefined;
export function onWorkerAsksForReplay(replay: () => void): void {
  replayOutbox = replay;
}

export function startServiceWorker({ queryClient }: { queryClient: QueryClient }): void {
  if (!('serviceWorker' in navigator)) return;
  registerServiceWorker((message) => {
    if (message.type === 'REPLAY_OUTBOX') replayOutbox?.();
    else if (message.type === 'OFFLINE_READY') offlineReadyHeard(message.everything);
    // The service worker's revalidation found a newer catalogue answer than the one on screen.
    else void queryClient.invalidateQueries({ queryKey: [CATALOGUE_KEY_ROOT] });
  });
  // The faces for the next pages, once browsing offline is kept (main.tsx).
  void whenBrowsingKept().then(fetchFontsForNextPages);
  const askController = () => navigator.serviceWorker.controller && askToKeep(navigator.serviceWorker.controller);
  askController();
  // Every worker that takes the page asks: the first install, and the French worker taking a French
  // page over from the English one (each language's build has its own: vite.config.ts).
  navigator.serviceWorker.addEventListener('controllerchange', askController);
  // Back online after a drop: what was not kept yet is fetched from where it stopped.
  window.addEventListener('online', askController);
}
