// DESIGN §4 cart: it lives on the device (survives reloads and offline, live in every tab) and is
// re-checked against the server when the app is back online: a new price is applied, a quantity
// is cut to the stock left, a product that is gone is removed, and each change is told once.
import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { messages } from '../domain/messages.ts';
import { ADMIN, logInApi } from './support/accounts.ts';
import { addFromProductPage, closeCart } from './support/cart.ts';
import { type ApiProduct, createProduct } from './support/catalogue-api.ts';
import { waitForServiceWorker } from './support/device.ts';

const uniqueName = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

async function adminEdit(request: APIRequestContext, product: ApiProduct, fields: Partial<ApiProduct>) {
  const admin = await logInApi(request, ADMIN.email, ADMIN.password);
  const current = (await (await request.get(`/api/products/${product.id}`)).json()) as Record<string, unknown>;
  const res = await request.put(`/api/products/${product.id}`, { headers: { 'auth-token': admin.token }, data: { ...current, ...fields } });
  expect(res.status(), await res.text()).toBe(200);
}

async function adminDelete(request: APIRequestContext, product: ApiProduct) {
  const admin = await logInApi(request, ADMIN.email, ADMIN.password);
  const res = await request.delete(`/api/products/${product.id}`, { headers: { 'auth-token': admin.token } });
  expect(res.status(), await res.text()).toBe(200);
}

const cartLines = (page: Page) => page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
const cartTitle = (page: Page, n: number) => page.getByRole('heading', { name: `Your Cart (${n})` });

/**
 * From the next navigation on, every toast the page shows is written down as it appears: told
 * once is counted over the whole test, and a toast that has gone again (after 8 s) still counts.
 */
function recordToasts(): void {
  const shown: string[] = [];
  (window as unknown as { __toastsShown: string[] }).__toastsShown = shown;
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof Element)
          for (const toast of [node, ...node.querySelectorAll('[data-sonner-toast]')])
            if (toast.matches('[data-sonner-toast]')) shown.push(toast.textContent ?? '');
  }).observe(document, { childList: true, subtree: true });
}
const toastsShown = (page: Page) => page.evaluate(() => (window as unknown as { __toastsShown?: string[] }).__toastsShown ?? []);

/** The toaster is in the page (sonner's region): a toast raised from now on is shown at once. */
const toaster = (page: Page) => page.locator('section[aria-label^="Notifications"]');

/**
 * Until the tab has compared its cart with the server in a check begun at `since` or later, and
 * told what changed (`<html data-cart-checked>`, features/cart/cart-reconcile.ts).
 */
const waitForCartChecked = (page: Page, since: number) =>
  page.waitForFunction((since) => Number(document.documentElement.dataset.cartChecked ?? 0) >= since, since, { timeout: 30_000 });

test.describe('the cart on the device (DESIGN §4)', () => {
  test('survives reloads offline and is the same, live, in two tabs', async ({ page, context, request }) => {
    const product = await createProduct(request, { name: uniqueName('Néroli Clair'), price: 19, countInStock: 8 });
    await page.goto('/');
    await waitForServiceWorker(page);
    await addFromProductPage(page, product.id, 2);
    await closeCart(page);
    const other = await context.newPage();
    await other.goto('/cart');
    await expect(cartTitle(other, 2)).toBeVisible();

    await context.setOffline(true);
    await page.goto('/cart');
    await expect(cartTitle(page, 2)).toBeVisible();
    await page.reload();
    await expect(cartTitle(page, 2)).toBeVisible();
    // A change in one tab shows in the other at once, offline too.
    await page.getByRole('main').getByRole('button', { name: 'Increase quantity' }).click();
    await expect(cartTitle(page, 3)).toBeVisible();
    await expect(cartTitle(other, 3)).toBeVisible();
    await other.getByRole('button', { name: `Remove ${product.name} from cart` }).click();
    await expect(page.getByRole('main').getByText(messages.cartEmpty)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  });

  test('a price change, a stock cut and a removal made while offline are applied and told once when back online', async ({ page, context, request }) => {
    const ambre = await createProduct(request, { name: uniqueName('Ambre Doux'), price: 20, countInStock: 6 });
    const iris = await createProduct(request, { name: uniqueName('Iris Gris'), price: 15, countInStock: 3 });
    const cedre = await createProduct(request, { name: uniqueName('Cèdre Sec'), price: 10, countInStock: 5 });
    await context.addInitScript(recordToasts);
    await page.goto('/');
    await waitForServiceWorker(page);
    await addFromProductPage(page, ambre.id, 4);
    await closeCart(page);
    await addFromProductPage(page, iris.id, 1);
    await closeCart(page);
    await addFromProductPage(page, cedre.id, 1);
    await closeCart(page);
    const other = await context.newPage();
    await other.goto('/cart');
    await expect(cartTitle(other, 6)).toBeVisible();
    await page.goto('/cart');
    await expect(cartTitle(page, 6)).toBeVisible();

    await context.setOffline(true);
    await adminEdit(request, ambre, { price: 24.5, countInStock: 2 });
    await adminDelete(request, cedre);
    await page.reload();
    await expect(cartTitle(page, 6)).toBeVisible();
    // Both tabs' toasters there (each once its page has settled), so that whichever tab checks
    // shows what it tells as it tells it, before it marks its check done.
    await expect(toaster(page)).toBeAttached({ timeout: 20_000 });
    await expect(toaster(other)).toBeAttached({ timeout: 20_000 });

    const backOnline = Date.now();
    await context.setOffline(false);
    const notices = [messages.cartPriceChanged(ambre.name), messages.cartQtyReduced(ambre.name, 2), messages.cartItemUnavailable(cedre.name)];
    // Seen: each change is told, on screen in one tab or the other.
    const timesShown = async (notice: string) => (await page.getByText(notice).count()) + (await other.getByText(notice).count());
    for (const notice of notices) await expect.poll(() => timesShown(notice), { message: notice }).toBeGreaterThan(0);
    await expect(cartTitle(page, 3)).toBeVisible();
    await expect(cartTitle(other, 3)).toBeVisible();
    const ambreLine = cartLines(page).filter({ hasText: ambre.name });
    await expect(ambreLine).toContainText('$24.50');
    await expect(ambreLine.getByRole('group', { name: `Quantity of ${ambre.name}` }).locator('output')).toHaveText('2');
    await expect(cartLines(page).filter({ hasText: cedre.name })).toHaveCount(0);
    await expect(cartLines(page).filter({ hasText: iris.name })).toContainText('$15.00');
    // Told once between both tabs, even though both came back online: counted once each tab has
    // compared its cart with the server since then (the one that told, and the one that found
    // nothing left to tell), every toast either tab showed, gone again or not.
    await waitForCartChecked(page, backOnline);
    await waitForCartChecked(other, backOnline);
    const told = [...(await toastsShown(page)), ...(await toastsShown(other))];
    for (const notice of notices)
      expect(
        told.filter((toast) => toast.includes(notice)),
        notice,
      ).toHaveLength(1);
    expect(told.filter((toast) => toast.includes(messages.cartPriceChanged(iris.name)))).toEqual([]);
  });
});
