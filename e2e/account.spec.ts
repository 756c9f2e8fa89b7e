import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { messages } from '../domain/messages.ts';
import { expiredToken, logInApi, registerAccount, signInPage } from './support/accounts.ts';
import { createProduct } from './support/catalogue-api.ts';
import { main } from './support/checkout.ts';
import { type ApiOrder, placeOrderApi, testPayApi } from './support/orders-api.ts';

const uniqueName = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const masked = (order: ApiOrder) => `…${order.id.slice(-4)}`;
const today = () => new Date().toISOString().slice(0, 10);

test.describe('My Account and My Orders (spec §2, §9)', () => {
  test('My Account shows the shopper and only the last 3 paid orders, with masked ids', async ({ page, request }) => {
    const product = await createProduct(request, { name: uniqueName('Santal Clair'), price: 15, countInStock: 20 });
    const account = await registerAccount(request, 'Léa Fontaine');
    const orders: ApiOrder[] = [];
    for (let i = 0; i < 5; i += 1) orders.push(await placeOrderApi(request, account.token, [{ product: product.id, qty: 1 }]));
    const [oldestPaid, secondPaid, unpaid, fourthPaid, newestPaid] = orders as [ApiOrder, ApiOrder, ApiOrder, ApiOrder, ApiOrder];
    for (const order of [oldestPaid, secondPaid, fourthPaid, newestPaid]) await testPayApi(request, account.token, order.id);

    await signInPage(page, account, '/my-account');
    await expect(main(page).getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
    await expect(main(page).getByText('Léa Fontaine')).toBeVisible();
    await expect(main(page).getByText(account.email)).toBeVisible();

    const recent = main(page).getByRole('list', { name: 'Last paid orders' }).getByRole('link');
    await expect(recent).toHaveText([`Order ${masked(newestPaid)}`, `Order ${masked(fourthPaid)}`, `Order ${masked(secondPaid)}`]);
    await expect(main(page).getByText(masked(oldestPaid))).toHaveCount(0);
    await expect(main(page).getByText(masked(unpaid))).toHaveCount(0);
    await expect(main(page).getByText(newestPaid.id)).toHaveCount(0);
    // Paid, not marked delivered: in My Orders' words, never "on its way" (issue 53).
    const lastPaid = main(page).getByRole('list', { name: 'Last paid orders' });
    await expect(lastPaid.getByText('Not delivered', { exact: true })).toHaveCount(3);
    await expect(lastPaid.getByText(/on its way/i)).toHaveCount(0);

    await main(page).getByRole('link', { name: 'View All Orders' }).click();
    await expect(page).toHaveURL(/\/my-orders$/);
    await page.goBack();
    await main(page).getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/my-profile$/);
    await page.goBack();
    await recent.first().click();
    await expect(page).toHaveURL(new RegExp(`/order/${newestPaid.id}$`));
  });

  test('My Orders lists every order with masked id, YYYY-MM-DD dates and paid / delivered state', async ({ page, request }) => {
    const product = await createProduct(request, { name: uniqueName('Vétiver Fumé'), price: 50, countInStock: 20 });
    const account = await registerAccount(request);
    const unpaid = await placeOrderApi(request, account.token, [{ product: product.id, qty: 1 }]);
    const paid = await placeOrderApi(request, account.token, [{ product: product.id, qty: 3 }]);
    await testPayApi(request, account.token, paid.id);

    await signInPage(page, account, '/my-orders');
    const rows = main(page).getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(3);
    // Newest first. 3 × 50 = 150 (free shipping) + 19.50 tax = 169.50; 50 + 7.50 + 6.50 = 64.00
    await expect(rows.nth(1)).toContainText(masked(paid));
    await expect(rows.nth(1)).toContainText('$169.50');
    await expect(rows.nth(1).getByRole('cell').nth(3)).toHaveText(today());
    await expect(rows.nth(1)).toContainText('Not delivered');
    await expect(rows.nth(2)).toContainText(masked(unpaid));
    await expect(rows.nth(2)).toContainText(today());
    await expect(rows.nth(2)).toContainText('$64.00');
    await expect(rows.nth(2)).toContainText('Not paid');
    await expect(main(page).getByText(paid.id)).toHaveCount(0);
    await main(page)
      .getByRole('link', { name: `Details of order ${masked(unpaid)}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/order/${unpaid.id}$`));
  });

  for (const width of [320, 390]) {
    test(`on a ${width} px phone each order is a card: nothing scrolls sideways, states and Details in view`, async ({ page, request }) => {
      const account = await registerAccount(request);
      const product = await createProduct(request, { name: `Cedar Card ${Math.random().toString(36).slice(2, 7)}`, price: 50, countInStock: 10 });
      const unpaid = await placeOrderApi(request, account.token, [{ product: product.id, qty: 1 }]);
      await page.setViewportSize({ width, height: 800 });
      await signInPage(page, account, '/my-orders');
      const details = main(page).getByRole('link', { name: `Details of order ${masked(unpaid)}` });
      await expect(details).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      for (const shown of [details, main(page).getByText('Not paid', { exact: true }), main(page).getByText('Not delivered', { exact: true })]) {
        const box = (await shown.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, 'inside the screen').toBeLessThanOrEqual(width);
      }
    });
  }

  test('a shopper without orders reads that their history is empty', async ({ page, request }) => {
    const account = await registerAccount(request);
    await signInPage(page, account, '/my-orders');
    await expect(main(page).getByText(messages.orderHistoryEmpty, { exact: true })).toBeVisible();
  });
});

test.describe('My Profile (spec §5, §8)', () => {
  test('a changed name and password persist, and the navbar greets the new name', async ({ page, request }) => {
    const account = await registerAccount(request, 'Margaux Petit');
    await signInPage(page, account, '/my-profile');
    await expect(page.getByRole('button', { name: 'Hi, Margaux' })).toBeVisible();
    const form = main(page).getByRole('form', { name: 'Edit profile' });
    await expect(form.getByLabel('Name')).toHaveValue('Margaux Petit');
    await form.getByLabel('Name').fill('Solène Petit');
    await form.getByLabel('New Password').fill('Fresh12345!');
    await form.getByLabel('Confirm Password').fill('Fresh12345!');
    // A new password needs the current one (issue: abuse): asked for before anything is sent.
    await form.getByRole('button', { name: 'Update' }).click();
    await expect(form.getByText(messages.currentPasswordRequired, { exact: true })).toBeVisible();
    await expect(form.getByLabel('Current Password')).toBeFocused();
    await form.getByLabel('Current Password').fill(account.password);
    await form.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText(messages.profileUpdated, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hi, Solène' })).toBeVisible();
    await expect(form.getByLabel('New Password')).toHaveValue('');

    // A fresh token was stored: after a reload the app is still signed in, with the new name.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { token?: string; name?: string });
    expect(stored.name).toBe('Solène Petit');
    expect(stored.token).not.toBe(account.token);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Hi, Solène' })).toBeVisible();
    await expect(main(page).getByLabel('Name')).toHaveValue('Solène Petit');
    const relogged = await logInApi(request, account.email, 'Fresh12345!');
    expect(relogged.name).toBe('Solène Petit');
  });

  test('the spec rules: required name and email, 8-character password, confirmation, mismatch toast', async ({ page, request }) => {
    const account = await registerAccount(request);
    await signInPage(page, account, '/my-profile');
    const form = main(page).getByRole('form', { name: 'Edit profile' });
    await form.getByLabel('Name').fill('');
    await form.getByLabel('Email').fill('');
    await form.getByLabel('New Password').fill('short');
    await form.getByRole('button', { name: 'Update' }).click();
    await expect(form.getByText(messages.nameRequired, { exact: true })).toBeVisible();
    await expect(form.getByText(messages.emailRequired, { exact: true })).toBeVisible();
    await expect(form.getByText(messages.passwordMin, { exact: true })).toBeVisible();
    await expect(form.getByText(messages.confirmPasswordRequired, { exact: true })).toBeVisible();

    await form.getByLabel('Name').fill('Ava Test');
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('New Password').fill('LongEnough1');
    await form.getByLabel('Confirm Password').fill('LongEnough2');
    await form.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText(messages.passwordsDoNotMatch, { exact: true })).toBeVisible();
    await expect(form.getByText(messages.passwordsDoNotMatch, { exact: true })).toBeVisible();
  });

  test('a reply saying the token is missing asks the shopper to sign in again', async ({ page, request }) => {
    const account = await registerAccount(request);
    await signInPage(page, account, '/my-profile');
    const form = main(page).getByRole('form', { name: 'Edit profile' });
    await expect(form.getByLabel('Name')).toHaveValue(account.name);
    // The session ran out while the page was open: the app no longer sends a token.
    await page.evaluate((token) => {
      const stored = JSON.parse(localStorage.getItem('userInfo') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('userInfo', JSON.stringify({ ...stored, token }));
    }, expiredToken());
    await form.getByLabel('Name').fill('Someone Else');
    await form.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText(messages.profileReLogin, { exact: true })).toBeVisible();
  });
});

test.describe("The shopper's own data (issue 27, point 9)", () => {
  test('"Download my data" saves a JSON file of the account, its orders and the rest', async ({ page, request }) => {
    const account = await registerAccount(request, 'Lou Copie');
    const product = await createProduct(request, { name: uniqueName('Ambre Gris'), price: 40, countInStock: 5 });
    const order = await placeOrderApi(request, account.token, [{ product: product.id, qty: 1 }]);
    await signInPage(page, account, '/my-profile');
    const downloading = page.waitForEvent('download');
    await main(page).getByRole('button', { name: messages.downloadMyData }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^sillage-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as { account: { email: string }; orders: Array<{ id: string }> };
    expect(data.account.email).toBe(account.email);
    expect(data.orders.map((o) => o.id)).toEqual([order.id]);
  });

  test('"Delete my account" asks for the password in a dialog, then signs out for good', async ({ page, request }) => {
    const account = await registerAccount(request, 'Noé Départ');
    await signInPage(page, account, '/my-profile');
    await main(page).getByRole('button', { name: messages.deleteMyAccount }).click();
    const dialog = page.getByRole('dialog', { name: messages.deleteAccountTitle });
    await expect(dialog.getByText(messages.deleteAccountIntro)).toBeVisible();
    await dialog.getByLabel('Current Password').fill('not-my-password');
    await dialog.getByRole('button', { name: messages.deleteMyAccount }).click();
    await expect(dialog.getByText(messages.currentPasswordWrong)).toBeVisible();
    await dialog.getByLabel('Current Password').fill(account.password);
    await dialog.getByRole('button', { name: messages.deleteMyAccount }).click();
    await expect(page.getByText(messages.accountDeleted)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Hi, Noé' })).toHaveCount(0);
    const login = await request.post('/api/users/login', { data: { email: account.email, password: account.password } });
    expect(login.status()).toBe(401);
  });
});
