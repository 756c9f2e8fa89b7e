/// <reference lib="webworker" />
// Notifications (issue 23): a push is shown with the shop's icon, one at a time per scent or order
// (its tag replaces the one before); a click focuses a Sillage window on the page it names, or
// opens one.
import { readPushNotification, shopPath } from './push-message.ts';

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';

async function openOrFocus(path: string): Promise<void> {
  const url = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const here = windows.find((client) => client.url === url) ?? windows.find((client) => new URL(client.url).origin === self.location.origin);
  // navigate() works only on a window this worker controls (it rejects on the others): then a
  // new window on the page, rather than focusing one on another page.
  const shown = here && (here.url === url ? here : await here.navigate(url).catch(() => null));
  if (shown) {
    await shown.focus();
    return;
  }
  await self.clients.openWindow(url);
}

export function registerNotifications(): void {
  self.addEventListener('push', (event) => {
    const notification = readPushNotification(event.data?.text());
    if (!notification) return;
    event.waitUntil(
      self.registration.showNotification(notification.title, {
        body: notification.body,
        icon: ICON,
        badge: ICON,
        tag: notification.tag,
        data: { path: notification.path },
      }),
    );
  });
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { path?: unknown } | null;
    event.waitUntil(openOrFocus(shopPath(data?.path)));
  });
}
