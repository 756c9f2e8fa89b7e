// DESIGN §4 shared device: after logout nothing of the previous shopper remains on the device:
// not the cart (lines, address, payment method), not the persisted cache, not the outbox, not a
// CacheStorage entry of an authenticated call.
import { expect, type Page, test } from '@playwright/test';
import { isPublicRead } from '../domain/public-reads.ts';
import { messages } from '../domain/messages.ts';
import { registerAccount, signInPage } from './support/accounts.ts';
import { addFromProductPage, closeCart } from './support/cart.ts';
import { createProduct } from './support/catalogue-api.ts';
import { cacheEntries, deviceRows, waitForServiceWorker } from './support/device.ts';

const main = (page: Page) => page.getByRole('main');

test('after logout on a shared device nothing of the previous shopper remains', async ({ page, context, request }) => {
  const account = await registerAccount(request, 'Paule Partage');
  const product = await createProduct(request, { name: `Thé Vert ${Math.random().toString(36).slice(2, 8)}`, price: 21, countInStock: 6 });
  await signInPage(page, account);
  await waitForServiceWorker(page);

  // A cart with an address and a payment method, the shopper's own pages, a review queued offline.
  await addFromProductPage(page, product.id, 2);
  await closeCart(page);
  await page.goto('/shipping');
  await main(page).getByLabel('Address').fill('5 Rue du Marché');
  await main(page).getByLabel('City').fill('Québec');
  await main(page).getByLabel('Postal Code').fill('g1k 3w4');
  await main(page).getByLabel('State').fill('QC');
  await main(page).getByLabel('Country').selectOption('Canada');
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await main(page).getByRole('radio', { name: 'PayPal', exact: true }).check();
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/place-order$/);
  await page.goto('/my-orders');
  await page.goto('/my-profile');
  await expect(main(page).getByRole('form', { name: 'Edit profile' })).toBeVisible();
  await page.goto(`/explore-scents/${product.id}`);
  await context.setOffline(true);
  await page.getByRole('radio', { name: '5 stars', exact: true }).click();
  await main(page).getByLabel('Comment').fill('Green tea on a grey morning');
  await main(page).getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText(messages.savedOffline)).toBeVisible();
  expect(await deviceRows(page, 'cartMeta')).toHaveLength(2);
  expect(await deviceRows(page, 'outbox')).toHaveLength(1);

  // Logging out works offline too: the device is cleared either way.
  await page.getByRole('button', { name: 'Hi, Paule' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText(messages.loggedOut)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();

  expect(await deviceRows(page, 'cartLines')).toEqual([]);
  expect(await deviceRows(page, 'cartMeta')).toEqual([]);
  expect(await deviceRows<{ userId: string }>(page, 'outbox').then((rows) => rows.filter((row) => row.userId === account.id))).toEqual([]);
  const stored = await page.evaluate(() => ({ session: localStorage.getItem('userInfo'), cache: localStorage.getItem('sillage-query-cache') ?? '' }));
  expect(stored.session).toBeNull();
  expect(stored.cache).not.toContain(account.email);
  expect(stored.cache).not.toContain(account.name);
  const cached = await cacheEntries(page);
  const ofTheShopper = cached.filter(
    (entry) => entry.authenticated || (new URL(entry.url).pathname.startsWith('/api/') && !isPublicRead(new URL(entry.url).pathname)),
  );
  expect(ofTheShopper).toEqual([]);
  expect(cached.map((entry) => entry.url).join('\n')).not.toContain('/api/users');

  // Back online the queued review never reaches the server, and the next person starts clean.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  const reviews = ((await (await request.get(`/api/products/${product.id}`)).json()) as { reviews: unknown[] }).reviews;
  expect(reviews).toEqual([]);
});
