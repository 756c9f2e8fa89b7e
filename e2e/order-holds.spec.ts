// Stock holds (issue: abuse): an unpaid order says until when it holds its samples, its shopper
// can let it go (the samples are back on the shelf at once), and a cancelled order shows as such
// everywhere and cannot be paid.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { messages } from '../domain/messages.ts';
import { registerAccount, signInPage } from './support/accounts.ts';
import { placeOrder } from './support/admin.ts';
import { createProduct } from './support/catalogue-api.ts';
import { expectNoSeriousAxeViolations, recordPageErrors } from './support/page-health.ts';

const stockOf = async (request: APIRequestContext, id: string) =>
  ((await (await request.get(`/api/products/${id}`)).json()) as { countInStock: number }).countInStock;
const uniqueName = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;

test('the shopper cancels an unpaid order: its samples are back, and it shows as cancelled on the order and in My Orders', async ({ page, request }) => {
  const errors = recordPageErrors(page);
  const account = await registerAccount(request, 'Cleo Cancel');
  const product = await createProduct(request, { name: uniqueName('Iris Pallida'), price: 31, countInStock: 4 });
  const order = await placeOrder(request, account.token, product.id);
  expect(await stockOf(request, product.id)).toBe(3);

  await signInPage(page, account);
  await page.goto(`/order/${order.id}`);
  const main = page.getByRole('main');
  await expect(main.getByText(/^Pay by .+ to keep these samples; after that the order is cancelled\.$/)).toBeVisible();
  await main.getByRole('button', { name: messages.cancelOrder }).click();
  const dialog = page.getByRole('dialog', { name: messages.cancelOrderTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(messages.cancelOrderDescription, { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // Keeping it changes nothing.
  await dialog.getByRole('button', { name: messages.keepOrder }).click();
  await expect(dialog).toBeHidden();
  expect(await stockOf(request, product.id)).toBe(3);

  await main.getByRole('button', { name: messages.cancelOrder }).click();
  await page.getByRole('dialog', { name: messages.cancelOrderTitle }).getByRole('button', { name: messages.cancelOrder }).click();
  await expect(page.getByText(messages.orderCancelledToast, { exact: true })).toBeVisible();
  await expect(main.getByText(/^Cancelled on \d{4}-\d{2}-\d{2}: its samples went back on the shelf\.$/)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Test Pay Order' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: messages.cancelOrder })).toHaveCount(0);
  await expect(main.getByText(messages.notPaid)).toHaveCount(0);
  expect(await stockOf(request, product.id)).toBe(4);

  await page.goto('/my-orders');
  await expect(page.getByRole('row').filter({ hasText: messages.orderCancelledStatus })).toHaveCount(1);
  expect(errors.unexpected()).toEqual([]);
});

test('paying an order cancelled meanwhile (on another device, or its hold ran out) says so and shows it cancelled', async ({ page, request }) => {
  const account = await registerAccount(request, 'Theo Twice');
  const product = await createProduct(request, { name: uniqueName('Vetiver Bourbon'), price: 29, countInStock: 5 });
  const order = await placeOrder(request, account.token, product.id);
  await signInPage(page, account);
  await page.goto(`/order/${order.id}`);
  const main = page.getByRole('main');
  const pay = main.getByRole('button', { name: 'Test Pay Order' });
  await expect(pay).toBeEnabled();

  const cancelled = await request.put(`/api/orders/${order.id}/cancel`, { headers: { 'auth-token': account.token } });
  expect(cancelled.status()).toBe(200);
  await pay.click();
  await expect(page.getByText(messages.orderCancelled, { exact: true })).toBeVisible();
  await expect(main.getByText(/^Cancelled on /)).toBeVisible();
  await expect(pay).toHaveCount(0);
  const stored = (await (await request.get(`/api/orders/${order.id}`, { headers: { 'auth-token': account.token } })).json()) as { isPaid: boolean };
  expect(stored.isPaid).toBe(false);
});
