// DESIGN §4: paying needs the network and says so; nothing is queued for later and the cart on the
// device stays as it was. (Placing an order offline: e2e/checkout.spec.ts.)
import { expect, test } from '@playwright/test';
import { messages } from '../domain/messages.ts';
import { registerAccount, signInPage } from './support/accounts.ts';
import { placeOrder } from './support/admin.ts';
import { addFromProductPage, closeCart } from './support/cart.ts';
import { createProduct } from './support/catalogue-api.ts';
import { deviceRows, waitForServiceWorker } from './support/device.ts';

test('offline, paying says it needs a connection; the order stays unpaid and the cart intact', async ({ page, context, request }) => {
  const account = await registerAccount(request, 'Nora Network');
  const product = await createProduct(request, { name: `Poivre Rose ${Math.random().toString(36).slice(2, 8)}`, price: 27, countInStock: 6 });
  const order = await placeOrder(request, account.token, product.id);
  await signInPage(page, account);
  await waitForServiceWorker(page);
  await addFromProductPage(page, product.id, 2);
  await closeCart(page);
  await page.goto(`/order/${order.id}`);
  const pay = page.getByRole('main').getByRole('button', { name: 'Test Pay Order' });
  await expect(pay).toBeVisible();

  await context.setOffline(true);
  await pay.click();
  await expect(page.getByText(messages.paymentNeedsNetwork)).toBeVisible();
  await expect(page.getByRole('main').getByText(messages.notPaid)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  expect(await deviceRows(page, 'outbox')).toEqual([]);
  const stored = (await (await request.get(`/api/orders/${order.id}`, { headers: { 'auth-token': account.token } })).json()) as { isPaid: boolean };
  expect(stored.isPaid).toBe(false);

  await context.setOffline(false);
  await pay.click();
  await expect(page.getByText(messages.orderPaid, { exact: true })).toBeVisible();
});
