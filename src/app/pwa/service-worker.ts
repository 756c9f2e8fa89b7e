// Registers the service worker (workbox-window) and follows new versions: a new deployment
// installs in the background and waits; the page shows "update available" and, once accepted,
// the waiting worker takes over and the page reloads on the new build (DESIGN §4).
import { Workbox } from 'workbox-window';
import { isSwToWindowMessage, type SwToWindowMessage } from '#domain/service-worker-messages.ts';
import { onUpdateAccepted, setUpdateState as setState } from './update-state.ts';

const UPDATE_CHECK_MS = 30 * 60_000;
const MIN_CHECK_GAP_MS = 60_000;

let acceptedHere = false;

let lastCheck = 0;
async function checkForUpdate(registration: ServiceWorkerRegistration) {
  if (Date.now() - lastCheck < MIN_CHECK_GAP_MS) return;
  lastCheck = Date.now();
  try {
    await registration.update();
  } catch {
    /* offline or the server is busy: the next check will do */
  }
}

export function registerServiceWorker(onMessage: (message: SwToWindowMessage) => void): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // Each language's build has its worker, whose scope is the build's: /sw.js for the site,
  // /fr/sw.js for the French pages (a narrower scope wins, so a French page is the French one's).
  const base = import.meta.env.BASE_URL;
  const script = new URL(`${base}sw.js`, window.location.href).href;
  const wb = new Workbox(script, { scope: base });
  onUpdateAccepted(() => {
    acceptedHere = true;
    wb.messageSkipWaiting();
  });
  // A worker that found the page without a controller of its own build is the first install, not
  // an update: a French page first opened under the English worker is taken over by the French
  // one, which is no new version of anything.
  let controlled = navigator.serviceWorker.controller?.scriptURL === script;

  wb.addEventListener('waiting', () => setState('available'));
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const wasUpdate = controlled;
    controlled = true;
    if (!wasUpdate) return;
    if (acceptedHere) window.location.reload();
    else setState('reload');
  });
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    // Only this build's worker speaks for it: the English one, still in control of a French page
    // until the French one takes over, would say "ready offline" for files it does not keep.
    if ((event.source as ServiceWorker | null)?.scriptURL !== script) return;
    if (isSwToWindowMessage(event.data)) onMessage(event.data);
  });

  // After the page's load event (workbox-window's default): the precache download never competes
  // with what the first page needs.
  void wb.register().then((registration) => {
    if (!registration) return;
    if (registration.waiting && navigator.serviceWorker.controller) setState('available');
    // Tabs stay open for days (an admin's tablet): look for a new deployment now and then, and
    // whenever the tab comes back into view.
    setInterval(() => void checkForUpdate(registration), UPDATE_CHECK_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void checkForUpdate(registration);
    });
    window.addEventListener('online', () => void checkForUpdate(registration));
  });
}
