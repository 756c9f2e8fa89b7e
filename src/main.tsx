import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './ui/theme/global.css.ts';
import './ui/theme/fonts.css';
import { afterPageSettles } from '#src/platform/page-lifecycle/after-page-load.ts';
import { whenInteractive } from '#src/platform/page-lifecycle/early-taps.ts';
import { markLineFreeAfter, whenForegroundIdle } from '#src/platform/page-lifecycle/foreground-work.ts';
import { renderMode } from './ui/render-mode.ts';
import { listenForInstallPrompt } from './app/pwa/install-prompt.ts';
import { createQueryClient, PERSIST_BUSTER } from './platform/query-client.ts';
import { fetchFontsForNextPages, markFontsIfHeld } from './ui/theme/returning-fonts.ts';
import { createAppRouter } from './app/router.tsx';
import { yieldToBrowser } from '#src/platform/page-lifecycle/yield-to-browser.ts';

// Which build this tab runs: an open tab shows "update available" when another is deployed.
document.documentElement.dataset.build = PERSIST_BUSTER;
// Over the shell nothing has painted yet (a server-rendered page did this in its head).
markFontsIfHeld();
// The faces are 125 KB: on a poor line, seconds that offline browsing waits for (issue 26). With a
// service worker they come once it has kept what browsing needs (start-service-worker.ts).
if (!('serviceWorker' in navigator)) void afterPageSettles().then(fetchFontsForNextPages);

// The browser's install prompt may come at any moment: listened for from the start.
listenForInstallPrompt();

// Evaluating this script, building the router and hydrating are each their own task, with a
// yield between them (yield-to-browser.ts): a tap or a frame never waits for all of them at once.
await yieldToBrowser();
const queryClient = createQueryClient();
const restoreQueryCache = () => import('./platform/query-persistence.ts').then((m) => m.restoreQueryCache(queryClient));
const router = createAppRouter(queryClient);
await yieldToBrowser();

if (renderMode === 'hydrate') {
  // A page the server rendered: React takes over its markup, with the answers it was rendered
  // from. The catalogue kept on the device is restored afterwards: it must not change what the
  // first render shows (that would be a hydration mismatch), only what comes next. As a
  // transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (a tap meanwhile is replayed once its part is hydrated).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
      // A page that does not match what the server sent is rendered again on the device (React
      // does that itself), its controls working; the server hears of it once (issue 26).
      // (Its code comes when needed: the first visit's script is within 110 KB, just.)
      { onRecoverableError: (error) => void import('./platform/report-client-error.ts').then((m) => m.reportClientError('hydration', error)) },
    );
  });
  void afterPageSettles().then(() => {
    void restoreQueryCache();
    // What the page came with, if it has aged, is asked again now, not while it hydrated.
    void import('./features/catalogue/catalogue-source.ts').then((m) => m.askAgainWhatAged(queryClient));
  });
} else {
  // The app shell (offline, or a private route): the device's catalogue first, so that offline
  // the loaders find the scents seen before instead of racing the restore. The routes' head
  // tags replace the shell's own. (Not awaited here: the restore's module imports this one's,
  // which would wait for this module to finish evaluating, and it never would.)
  void restoreQueryCache()
    .catch(() => undefined)
    .then(() => {
      document.head.querySelectorAll('title, meta[name="description"]').forEach((element) => element.remove());
      createRoot(document.getElementById('root')!).render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      );
    });
}

// The service worker starts once the page is interactive and has settled, as the outbox and the
// device catalogue (Dexie) do: its first keeping of what browsing offline needs (about a hundred
// files fetched and written to its cache) is work for the browser's other threads on the
// phone's few cores, and does not share the shopper's first seconds. On the poor line the
// page's own downloads hold the line until about then anyway: "Ready to use offline" came 0.5 s
// later, within issue 26's 20 s (docs/decisions/2026-12-01-worker-once-settled.md).
markLineFreeAfter(whenInteractive);
void Promise.all([whenInteractive, afterPageSettles()])
  .then(whenForegroundIdle)
  .then(() => import('./app/pwa/start-service-worker.ts'))
  .then(({ startServiceWorker }) => startServiceWorker({ queryClient }));
void afterPageSettles()
  .then(() => import('./app/pwa/start-offline-app.ts'))
  .then(({ startOfflineApp }) => startOfflineApp({ queryClient, router }));
