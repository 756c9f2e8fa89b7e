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
  const wb = new Workbox('/sw.js', { scope: '/' });
  onUpdateAccepted(() => {
    acceptedHere = true;
    wb.messageSkipWaiting();
  });
  // A worker that found the page without a controller is the first install, not an update.
  let controlled = Boolean(navigator.serviceWorker.controller);

  wb.addEventListener('waiting', () => setState('available'));
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const wasUpdate = controlled;
    controlled = true;
    if (!wasUpdate) return;
    if (acceptedHere) window.location.reload();
    else setState('reload');
  });
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
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
