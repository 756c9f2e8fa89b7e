// DESIGN §4 offline: after one online visit the shop opens and browses with no connection; search
// and filters work over the catalogue kept on the device, labelled with its age.
import { expect, type Page, test } from '@playwright/test';
import { formatDate } from '../domain/format.ts';
import { messages } from '../domain/messages.ts';
import type { ProductPage } from '../domain/schemas/product.ts';
import { addFromProductPage, closeCart } from './support/cart.ts';
import { waitForDeviceCatalogue, waitForServiceWorker } from './support/device.ts';
import { recordPageErrors } from './support/page-health.ts';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const offlineNote = (page: Page) => page.getByText(messages.offline);
const pricesAsOf = (page: Page) => page.getByText(messages.pricesAsOf(formatDate(new Date())));

async function chooseFilter(page: Page, label: 'Occasion' | 'Vibe' | 'Season', option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('offline browsing (DESIGN §4)', () => {
  test('after one online visit: home, catalogue, a product seen before, the cart and a route never visited render offline', async ({
    page,
    context,
    request,
  }) => {
    const errors = recordPageErrors(page);
    // Offline, the browser itself logs every request the network refuses.
    errors.allow(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
    const all = (await (await request.get('/api/products?pageNumber=1')).json()) as ProductPage;

    await page.goto('/');
    await waitForServiceWorker(page);
    await expect(page.getByRole('heading', { name: 'Featured Scents' })).toBeVisible();
    await page.goto('/explore-scents');
    await expect(cards(page)).toHaveCount(8);
    const product = all.products[0]!;
    await addFromProductPage(page, product.id);
    await closeCart(page);
    await waitForDeviceCatalogue(page, all.total);

    await context.setOffline(true);

    await page.goto('/');
    await expect(offlineNote(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured Scents' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

    await page.goto('/explore-scents');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore Scents');
    await expect(cards(page)).toHaveCount(8);
    await expect(pricesAsOf(page)).toBeVisible();

    await page.goto(`/explore-scents/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();

    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your Cart (1)' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { name: product.name })).toBeVisible();

    // Never opened online: the precached shell and code still open it.
    await page.goto('/pricing-plans');
    await expect(page.getByRole('heading', { name: 'Subscriptions are being composed' })).toBeVisible();
    await page.goto('/explore-scents/page/2');
    await expect(cards(page).first()).toBeVisible();
    await expect(offlineNote(page)).toBeVisible();

    expect(errors.unexpected()).toEqual([]);
  });

  test('offline, search and filters work over the catalogue kept on the device, with "prices as of"', async ({ page, context, request }) => {
    const errors = recordPageErrors(page);
    errors.allow(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
    const keyword = 'rose';
    const filter = { season: 'winter', vibe: 'Oriental' };
    const get = async (query: Record<string, string>) =>
      (await (await request.get(`/api/products?${new URLSearchParams({ pageNumber: '1', ...query })}`)).json()) as ProductPage;
    const all = await get({});

    await page.goto('/');
    await waitForServiceWorker(page);
    await waitForDeviceCatalogue(page, all.total);
    // The server's answers, read just before going offline, are what the device must reproduce.
    const byKeyword = await get({ keyword });
    const byFilters = await get(filter);
    expect(byKeyword.total).toBeGreaterThan(0);
    expect(byFilters.total).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.goto('/explore-scents');
    await expect(cards(page)).toHaveCount(8);

    await page.getByRole('searchbox').fill(keyword);
    await expect(page).toHaveURL(new RegExp(`/explore-scents/search/${keyword}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Filtered Scents');
    await expect(
      page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: /scents?/ })
        .first(),
    ).toContainText(byKeyword.total === 1 ? '1 scent' : `${byKeyword.total} scents`);
    await expect(cards(page).getByRole('heading')).toHaveText(byKeyword.products.map((p) => p.name));
    await expect(pricesAsOf(page)).toBeVisible();

    await page.goto('/explore-scents');
    await chooseFilter(page, 'Season', 'Winter');
    await chooseFilter(page, 'Vibe', 'Oriental');
    await expect(page).toHaveURL(/season=winter/);
    await expect(page).toHaveURL(/vibe=Oriental/);
    await expect(cards(page).getByRole('heading')).toHaveText(byFilters.products.map((p) => p.name));
    await expect(pricesAsOf(page)).toBeVisible();

    // Back online, the server answers again and the note goes away.
    await context.setOffline(false);
    await expect(pricesAsOf(page)).toBeHidden();
    expect(errors.unexpected()).toEqual([]);
  });
});
