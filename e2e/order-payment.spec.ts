import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { messages } from '../domain/messages.ts';
import { registerAccount, signInPage, type TestAccount } from './support/accounts.ts';
import { createProduct } from './support/catalogue-api.ts';
import { consoleErrors, main } from './support/checkout.ts';
import { type ApiOrder, placeOrderApi, testPayApi } from './support/orders-api.ts';

// The page loads PayPal's SDK from the URL the server's /api/config/paypal names; in these tests
// it is a local stand-in (e2e/support/paypal-sdk-stand-in.js) and the server captures through a
// local fake of PayPal's API, so every call of the real flow happens, end to end.
const SDK_PATH = '/sdk/js';
const PAYPAL_UNAVAILABLE = /PayPal could not be loaded/;
const uniqueName = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const today = () => new Date().toISOString().slice(0, 10);

async function shopperWithOrder(
  request: Parameters<typeof registerAccount>[0],
  count = 1,
): Promise<{ account: TestAccount; orders: ApiOrder[]; productName: string }> {
  const product = await createProduct(request, { name: uniqueName('Néroli Doux'), price: 20, countInStock: 20 });
  const account = await registerAccount(request, 'Camille Besson');
  const orders: ApiOrder[] = [];
  for (let i = 0; i < count; i += 1) orders.push(await placeOrderApi(request, account.token, [{ product: product.id, qty: 1 }]));
  return { account, orders, productName: product.name };
}

const paypalButton = (page: Page) => main(page).getByRole('button', { name: 'PayPal', exact: true });

test.describe('paying an order (spec §2, §4, §8; DESIGN §3)', () => {
  test('the PayPal button: our server creates the PayPal order, the approval is captured, the order ends paid', async ({ page, request }) => {
    const { account, orders } = await shopperWithOrder(request);
    const order = orders[0]!;
    const errors = consoleErrors(page);
    await signInPage(page, account, `/order/${order.id}`);
    await expect(main(page).getByText(messages.notPaid, { exact: true })).toBeVisible();
    await paypalButton(page).click();
    await expect(page.getByText(messages.orderPaid, { exact: true })).toBeVisible();
    await expect(main(page).getByText(`Paid on ${today()}`)).toBeVisible();
    await expect(paypalButton(page)).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: 'Test Pay Order' })).toHaveCount(0);

    const stored = await request.get(`/api/orders/${order.id}`, { headers: { 'auth-token': account.token } });
    expect(((await stored.json()) as ApiOrder).isPaid).toBe(true);
    expect(errors).toEqual([]);
  });

  test('the card fields: card number, expiration date, CVV and postal code pay the order', async ({ page, request }) => {
    const { account, orders } = await shopperWithOrder(request);
    await signInPage(page, account, `/order/${orders[0]!.id}`);
    const card = main(page).getByRole('form', { name: 'Pay by card' });
    await expect(card.getByLabel('Card number')).toBeVisible();
    await expect(card.getByLabel('Billing postal code')).toHaveValue('H2X 1Y4');
    await card.getByRole('button', { name: 'Pay by Card' }).click();
    await expect(card.getByRole('alert')).toHaveText('Please check the card number, expiration date and CVV.');

    await card.getByLabel('Card number').fill('4111 1111 1111 1111');
    await card.getByLabel('Expiration date').fill('12/30');
    await card.getByLabel('CVV').fill('123');
    await card.getByRole('button', { name: 'Pay by Card' }).click();
    await expect(page.getByText(messages.orderPaid, { exact: true })).toBeVisible();
    await expect(main(page).getByText(`Paid on ${today()}`)).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('a refusal on the way is shown as a toast and the order stays as it is', async ({ page, request }) => {
    const { account, orders } = await shopperWithOrder(request);
    const order = orders[0]!;
    await signInPage(page, account, `/order/${order.id}`);
    await expect(paypalButton(page)).toBeVisible();
    // Paid from another tab meanwhile: creating the PayPal order is refused by our server.
    await testPayApi(request, account.token, order.id);
    await paypalButton(page).click();
    await expect(page.getByText(messages.orderAlreadyPaid, { exact: true })).toBeVisible();
  });

  test('the SDK script loads only for an unpaid order, and only once however many are opened', async ({ page, request }) => {
    const { account, orders } = await shopperWithOrder(request, 3);
    const [first, second, paid] = orders as [ApiOrder, ApiOrder, ApiOrder];
    await testPayApi(request, account.token, paid.id);
    const sdkRequests: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === SDK_PATH) sdkRequests.push(req.url());
    });

    await signInPage(page, account, `/order/${paid.id}`);
    await expect(main(page).getByText(`Paid on ${today()}`)).toBeVisible();
    await expect(page.locator(`script[src*="${SDK_PATH}"]`)).toHaveCount(0);
    expect(sdkRequests).toEqual([]);

    await page.goto('/my-orders');
    await main(page)
      .getByRole('link', { name: `Details of order …${first.id.slice(-4)}` })
      .click();
    await expect(paypalButton(page)).toBeVisible();
    await page.goBack();
    await main(page)
      .getByRole('link', { name: `Details of order …${second.id.slice(-4)}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/order/${second.id}$`));
    await expect(paypalButton(page)).toBeVisible();
    await expect(page.locator(`script[src*="${SDK_PATH}"]`)).toHaveCount(1);
    expect(sdkRequests).toHaveLength(1);
    expect(sdkRequests[0]).toContain('currency=CAD');
  });

  test('when PayPal cannot load, the page says so plainly and keeps everything else', async ({ page, request }) => {
    const { account, orders, productName } = await shopperWithOrder(request);
    // Blocked or offline: the SDK request fails (only PayPal's script, never our API).
    await page.route(`**${SDK_PATH}**`, (route) => route.abort('internetdisconnected'));
    await signInPage(page, account, `/order/${orders[0]!.id}`);
    await expect(main(page).getByText(PAYPAL_UNAVAILABLE)).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Shipping' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: productName })).toBeVisible();
    await expect(main(page).getByText(messages.notPaid, { exact: true })).toBeVisible();
    await expect(main(page).getByTestId('order-total')).toHaveText('$25.60 CAD');
    await main(page).getByRole('button', { name: 'Test Pay Order' }).click();
    await expect(page.getByText(messages.orderPaid, { exact: true })).toBeVisible();
  });

  test('the order page has no serious accessibility problems', async ({ page, request }) => {
    const { account, orders } = await shopperWithOrder(request);
    await signInPage(page, account, `/order/${orders[0]!.id}`);
    await expect(paypalButton(page)).toBeVisible();
    const results = await new AxeBuilder({ page }).include('main').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });
});
