import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/theme/global.css.ts';
import './app/theme/fonts.css';
import { afterPageLoad } from './app/after-page-load.ts';
import { listenForInstallPrompt } from './app/pwa/install-prompt.ts';
import { createQueryClient, PERSIST_BUSTER, restoreQueryCache } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';

// Which build this tab runs: an open tab shows "update available" when another is deployed.
document.documentElement.dataset.build = PERSIST_BUSTER;

const queryClient = createQueryClient();
await restoreQueryCache(queryClient);
const router = createAppRouter(queryClient);
// The browser's install prompt may come at any moment: listened for from the start.
listenForInstallPrompt();
// The service worker, outbox and device catalogue (Dexie) start once the first page is on screen.
void afterPageLoad()
  .then(() => import('./app/pwa/start-offline-app.ts'))
  .then(({ startOfflineApp }) => startOfflineApp({ queryClient, router }));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
