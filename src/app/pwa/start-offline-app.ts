// Starts everything that keeps the app useful without a connection (DESIGN §4), once, before the
// first render: the outbox replays (the service worker starts at the same moment:
// start-service-worker.ts), the cart's re-check and the copy of the catalogue kept on the device.
import type { QueryClient } from '@tanstack/react-query';
import { reconcileCart } from '#src/features/cart/cart-reconcile.ts';
import { syncDeviceCatalogue } from '#src/features/catalogue/catalogue-sync.ts';
import { startSavedSync } from '#src/features/saved/saved-sync.ts';
import { startOutbox } from '#src/platform/outbox/outbox-runtime.ts';
import { clearSession } from '#src/platform/session/session.ts';
import type { createAppRouter } from '../router.tsx';
import { listenForInstallPrompt } from './install-prompt.ts';
import { isOnline } from '#src/platform/online-status.ts';
import { requestPersistentStorage } from './storage-persistence.ts';
import { onWorkerAsksForReplay } from './start-service-worker.ts';
import { whenBrowsingKept } from './browsing-kept.ts';
import { hasEarlyAdds } from '#src/features/cart/early-cart-keys.ts';
import { requestReplay } from '#src/platform/outbox/replay-outbox.ts';

// This starts once the first page has settled (main.tsx): the copy of the catalogue and the cart's
// re-check wait for an idle moment on top, and on a first visit for the service worker just
// registered to take the page over and keep what browsing offline needs: the catalogue's answers
// then pass through it and are kept in its cache as well, and its pages (a few hundred KB on a
// poor line) do not wait behind them (issue 26). At most KEPT_WAIT_MS: a browser without a worker
// syncs all the same.
const RECHECK_GAP_MS = 60_000;
const KEPT_WAIT_MS = 30_000;
// A cart check that failed while the browser says online is tried again after 2, 4, 8, 16 and
// 32 s; then it waits for the next reconnection, tab switch or visit, as before.
const CART_RETRY_FIRST_MS = 2_000;
const CART_RETRY_LAST_MS = 32_000;

const whenIdle = (work: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(work, { timeout: 3000 }) : setTimeout(work, 0));

type Start = { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> };

export function startOfflineApp({ queryClient, router }: Start): void {
  listenForInstallPrompt();
  onWorkerAsksForReplay(requestReplay);
  startOutbox({
    queryClient,
    // The dead token goes first: a revoked one still looks valid on the device, and /login would
    // send a "signed-in" visitor straight back. The queue stays, keyed to this person.
    signIn: () => {
      clearSession();
      void router.navigate({ to: '/login', search: { redirect: router.state.location.href } });
    },
  });
  void requestPersistentStorage();
  // Adds an early cart kept on an earlier page that closed before it was interactive (a product
  // page makes its own as soon as it is: features/cart/add-to-cart-from-page.ts).
  if (hasEarlyAdds()) void import('#src/features/cart/early-cart-absorb.ts').then((m) => m.absorbEarlyAdds()).catch(() => undefined);
  startSavedSync();

  // "online" often comes before the line works (a network just joined, a captive portal; under
  // DevTools' emulation the service worker's network a moment after the page's): a check that
  // failed then left the cart unchecked until the next reconnection, or a minute and a tab switch.
  let cartRetry: ReturnType<typeof setTimeout> | undefined;
  let cartRetryMs = CART_RETRY_FIRST_MS;
  const checkCart = () => {
    clearTimeout(cartRetry);
    void reconcileCart().then((outcome) => {
      if (outcome !== 'failed' || !isOnline() || cartRetryMs > CART_RETRY_LAST_MS) return;
      cartRetry = setTimeout(checkCart, cartRetryMs);
      cartRetryMs *= 2;
    });
  };

  let lastCheck = 0;
  const recheck = (force: boolean) => {
    if (!isOnline() || (!force && Date.now() - lastCheck < RECHECK_GAP_MS)) return;
    lastCheck = Date.now();
    cartRetryMs = CART_RETRY_FIRST_MS;
    checkCart();
    void syncDeviceCatalogue().catch(() => undefined);
  };
  // Coming back online is exactly when prices and stock may have moved.
  window.addEventListener('online', () => recheck(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') recheck(false);
  });
  void whenBrowsingKept(KEPT_WAIT_MS).then(() => whenIdle(() => recheck(true)));
}
