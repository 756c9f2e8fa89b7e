import { expect, test } from '@playwright/test';
import { messages } from '../domain/messages.ts';
import { ADMIN, logInApi, signInPage } from './support/accounts.ts';
import { createProduct } from './support/catalogue-api.ts';
import { waitForServiceWorker } from './support/device.ts';

// Issue 23: the service worker's side of Web Push. A browser here cannot subscribe to a real
// push service (none is reachable), so the push is delivered to the worker through the DevTools
// protocol, as a push service would deliver it (shared/notes/mail-push-and-french.md).

test('a push is shown as a notification, one per scent, and a click on it opens the scent', async ({ context, page, request, baseURL }) => {
  // Its waits on the worker (ready, then the first notification) can add up past the default 60 s under CI's load.
  test.slow();
  const scent = await createProduct(request, { name: `Neroli Dawn ${Math.random().toString(36).slice(2, 7)}`, price: 29, countInStock: 4 });
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  await page.goto('/');
  await waitForServiceWorker(page);

  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL.startsWith(baseURL!) && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  const deliver = (data: unknown) =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL!).origin, registrationId, data: JSON.stringify(data) });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon })),
    );

  const message = {
    title: `${scent.name} is back`,
    body: 'Back in stock at Sillage, while samples last.',
    url: `/explore-scents/${scent.id}`,
    tag: `restock-${scent.id}`,
  };
  await deliver(message);
  // The worker shows it in its own time: once, under a loaded CI machine, more than the 10 s an
  // expectation waits by default (the retry passed).
  await expect
    .poll(shown, { timeout: 30_000 })
    .toEqual([{ title: message.title, body: message.body, tag: message.tag, icon: expect.stringMatching(/\/icons\/icon-192\.png$/) }]);
  // The same scent again replaces its notification; an unreadable push shows nothing.
  await deliver({ ...message, body: 'Still here.' });
  await deliver('not a notification');
  await expect.poll(async () => (await shown()).map((n) => n.body)).toEqual(['Still here.']);

  // A click (dispatched in the worker, as the browser would on a tap) opens the scent in this window.
  const [worker] = context.serviceWorkers();
  expect(worker).toBeDefined();
  await worker!.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
  });
  await expect(page).toHaveURL(new RegExp(`/explore-scents/${scent.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: scent.name })).toBeVisible();
});

test("the admin's switch asks for notifications only when turned on, and says so when this device cannot have them", async ({ page, request }) => {
  const admin = await logInApi(request, ADMIN.email, ADMIN.password);
  await page.addInitScript(() => {
    const asked = { count: 0 };
    (window as unknown as { __permissionAsked: typeof asked }).__permissionAsked = asked;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args) => {
      asked.count += 1;
      return ask(...args);
    };
  });
  await signInPage(page, admin, '/admin/orderlist');
  const toggle = page.getByRole('switch', { name: messages.paidOrdersSwitch });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();
  const asked = () => page.evaluate(() => (window as unknown as { __permissionAsked: { count: number } }).__permissionAsked.count);
  expect(await asked()).toBe(0);
  await toggle.click();
  await expect(page.getByText(messages.pushBlocked)).toBeVisible();
  await expect(toggle).not.toBeChecked();
  expect(await asked()).toBe(1);
});
