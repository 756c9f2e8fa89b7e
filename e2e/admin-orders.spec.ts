import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { maskOrderId } from '../domain/order-id.ts';
import { registerAccount } from './support/accounts.ts';
import { placeOrder, signInAsAdmin, TABLET_PORTRAIT } from './support/admin.ts';
import { createProduct } from './support/catalogue-api.ts';
import { type PageErrors, recordPageErrors } from './support/page-health.ts';

test.use({ viewport: TABLET_PORTRAIT, hasTouch: true });

const rowOf = (page: Page, id: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name: `Details of order ${maskOrderId(id)}` }) });

test.describe('admin orders (spec §2 order list: newest first)', () => {
  let errors: PageErrors;
  test.beforeEach(({ page }) => {
    errors = recordPageErrors(page);
  });
  test.afterEach(() => {
    expect(errors.unexpected(), 'console errors and uncaught exceptions').toEqual([]);
  });

  test('lists orders newest first with masked ids (each linking to its order page), customer, date, total, paid and delivered', async ({ page, request }) => {
    const shopper = await registerAccount(request, 'Order Lister');
    const product = await createProduct(request, { name: `Order Scent ${randomUUID().slice(0, 8)}`, price: 40, countInStock: 20 });
    const older = await placeOrder(request, shopper.token, product.id);
    const newer = await placeOrder(request, shopper.token, product.id);
    const paid = await request.put(`/api/orders/${newer.id}/pay`, { headers: { 'auth-token': shopper.token }, data: { testPayment: true } });
    expect(paid.status(), await paid.text()).toBe(200);

    await signInAsAdmin(page, request, '/admin/orderlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    for (const header of ['Order', 'Customer', 'Date', 'Total', 'Paid', 'Delivered']) {
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }

    const newerRow = rowOf(page, newer.id);
    await expect(newerRow).toContainText(maskOrderId(newer.id));
    await expect(newerRow).toContainText('Order Lister');
    await expect(newerRow).toContainText(shopper.email);
    await expect(newerRow).toContainText(newer.createdAt.slice(0, 10));
    await expect(newerRow).toContainText('$51.20'); // 40 + 6.00 shipping (15%, not over 100) + 5.20 tax
    await expect(newerRow.getByRole('cell').nth(4)).toHaveText(/^Paid\s*\d{4}-\d{2}-\d{2}$/);
    await expect(newerRow).toContainText('Not delivered');
    await expect(rowOf(page, older.id)).toContainText('Not paid');

    // Newest first: the newer order comes before the older one, and dates never go up.
    const ids = await page.getByRole('link', { name: /^Details of order / }).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(ids.indexOf(`/order/${newer.id}`)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(`/order/${newer.id}`)).toBeLessThan(ids.indexOf(`/order/${older.id}`));
    const dates = await page.getByRole('row').evaluateAll((rows) => rows.slice(1).map((r) => r.querySelectorAll('td')[2]?.textContent ?? ''));
    expect([...dates].sort().reverse()).toEqual(dates);

    await newerRow.getByRole('link', { name: `Details of order ${maskOrderId(newer.id)}` }).tap();
    await expect(page).toHaveURL(new RegExp(`/order/${newer.id}$`));
  });

  test('filters by paid and delivered, kept in the URL', async ({ page, request }) => {
    const shopper = await registerAccount(request, 'Order Filter');
    const product = await createProduct(request, { name: `Filter Scent ${randomUUID().slice(0, 8)}`, price: 25, countInStock: 20 });
    const unpaid = await placeOrder(request, shopper.token, product.id);
    const paidOrder = await placeOrder(request, shopper.token, product.id);
    await request.put(`/api/orders/${paidOrder.id}/pay`, { headers: { 'auth-token': shopper.token }, data: { testPayment: true } });

    await signInAsAdmin(page, request, '/admin/orderlist');
    await expect(rowOf(page, unpaid.id)).toBeVisible();
    await page.getByRole('combobox', { name: 'Payment' }).tap();
    await page.getByRole('option', { name: 'Paid', exact: true }).tap();
    await expect(page).toHaveURL(/paid=true/);
    await expect(rowOf(page, paidOrder.id)).toBeVisible();
    await expect(rowOf(page, unpaid.id)).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Delivery' }).tap();
    await page.getByRole('option', { name: 'Not delivered', exact: true }).tap();
    await expect(page).toHaveURL(/delivered=false/);
    await expect(rowOf(page, paidOrder.id)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Payment' })).toHaveText('Paid');
    await expect(rowOf(page, paidOrder.id)).toBeVisible();
  });

  test('charts orders and paid revenue over the last 30 days, with the numbers as a table', async ({ page, request }) => {
    const shopper = await registerAccount(request, 'Order Chart');
    const product = await createProduct(request, { name: `Chart Scent ${randomUUID().slice(0, 8)}`, price: 10, countInStock: 20 });
    const order = await placeOrder(request, shopper.token, product.id);
    await request.put(`/api/orders/${order.id}/pay`, { headers: { 'auth-token': shopper.token }, data: { testPayment: true } });

    await signInAsAdmin(page, request, '/admin/orderlist');
    const chart = page.getByRole('figure', { name: 'Last 30 days' });
    await expect(chart).toBeVisible();
    await expect(chart.getByRole('img', { name: /orders? in the last 30 days; the busiest day was/ })).toBeVisible();
    await expect(chart.getByRole('img', { name: /paid in the last 30 days; the best day was/ })).toBeVisible();
    await chart.getByText('Show the numbers').tap();
    const today = new Date().toISOString().slice(0, 10);
    const todayRow = chart.getByRole('row', { name: new RegExp(`^${today}`) });
    await expect(todayRow).toBeVisible();
    const count = Number(await todayRow.getByRole('cell').first().textContent());
    expect(count).toBeGreaterThanOrEqual(1);
    await expect(chart.getByRole('row')).toHaveCount(31);
  });
});
