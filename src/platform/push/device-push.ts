// This device's Web Push subscription (issue 23). Asked for only after a tap ("Notify me", the
// admin's switch), never on load: the browser shows its permission prompt then. Where push is not
// there (iOS not installed to the Home Screen, permission refused, no push service) the shop says
// so in one line and writes by mail instead.
import { api } from '#src/platform/api-client.ts';

export type PushOutcome = 'on' | 'refused' | 'unavailable';

/** Remembers that this device asked to hear of paid orders (the admin's switch shows it). */
const PAID_ORDERS_KEY = 'sillage-paid-orders-push';
/** How long the browser's push service may take to subscribe before the shop writes by mail. */
const SUBSCRIBE_TIMEOUT_MS = 10_000;

export function pushAvailable(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms))]);

async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushAvailable()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Subscribes this device for the signed-in user (call it from a tap: it may show the browser's
 * prompt). `paidOrders`: an admin's device that wants each paid order.
 */
export async function subscribeThisDevice(options: { paidOrders?: boolean } = {}): Promise<PushOutcome> {
  if (!pushAvailable()) return 'unavailable';
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return 'refused';
  try {
    const registration = await withTimeout(navigator.serviceWorker.ready, SUBSCRIBE_TIMEOUT_MS);
    const existing = await registration.pushManager.getSubscription();
    const subscription =
      existing ??
      (await withTimeout(
        (async () => {
          const { publicKey } = await api.get<{ publicKey: string }>('/api/push/public-key');
          return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
        })(),
        SUBSCRIBE_TIMEOUT_MS,
      ));
    const paidOrders = options.paidOrders ?? localStorage.getItem(PAID_ORDERS_KEY) === subscription.endpoint;
    await api.post('/api/push/subscriptions', { ...subscription.toJSON(), paidOrders });
    if (paidOrders) localStorage.setItem(PAID_ORDERS_KEY, subscription.endpoint);
    else if (options.paidOrders === false) localStorage.removeItem(PAID_ORDERS_KEY);
    return 'on';
  } catch {
    // No push service reachable, the shop's push turned off, the call refused: mail it is.
    return 'unavailable';
  }
}

/**
 * The admin's switch turned off: the server stops sending paid orders here. No permission is
 * asked and the subscription stays (restock alerts still use it). False when the server could
 * not be told (it would go on sending).
 */
export async function stopPaidOrders(): Promise<boolean> {
  const subscription = await currentSubscription().catch(() => null);
  if (subscription) {
    try {
      await api.post('/api/push/subscriptions', { ...subscription.toJSON(), paidOrders: false });
    } catch {
      return false;
    }
  }
  localStorage.removeItem(PAID_ORDERS_KEY);
  return true;
}

/** Whether this device hears of paid orders (the admin's switch). */
export async function hearsOfPaidOrders(): Promise<boolean> {
  const subscription = await currentSubscription().catch(() => null);
  return subscription !== null && localStorage.getItem(PAID_ORDERS_KEY) === subscription.endpoint;
}

/**
 * On logout (a shared device): the shop forgets this device for that account, and the browser
 * drops the subscription, so nothing of theirs shows here any more. Best effort, offline too.
 */
export async function forgetThisDevice(token: string | null): Promise<void> {
  localStorage.removeItem(PAID_ORDERS_KEY);
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return;
  if (token) await api.delete('/api/push/subscriptions', { token, body: { endpoint: subscription.endpoint }, timeoutMs: 5000 }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => undefined);
}
