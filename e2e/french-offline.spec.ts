// Issue 24, point 7: French pages, the French catalogue copy and the cart open offline like the
// English ones. Each language's build has its own service worker (/sw.js, /fr/sw.js).
import { expect, type Page, test } from '@playwright/test';
import type { ProductPage } from '../domain/schemas/product.ts';
import { waitForDeviceCatalogue, waitForServiceWorker } from './support/device.ts';
import { recordPageErrors } from './support/page-health.ts';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const offlineNote = (page: Page) => page.getByText('Vous êtes hors ligne.');
const frenchNavigation = (page: Page) => page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Explorer les parfums' });
const controllingWorker = (page: Page) => page.evaluate(() => new URL(navigator.serviceWorker.controller?.scriptURL ?? 'http://none/').pathname);

async function expectFrench(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(frenchNavigation(page)).toBeVisible();
}

test.describe('the French shop offline', () => {
  test('after one visit in French: home, catalogue, a scent seen before, the cart, saved scents and a page never opened, in French, offline', async ({
    page,
    context,
    request,
  }) => {
    const errors = recordPageErrors(page);
    errors.allow(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
    const all = (await (await request.get('/api/products?pageNumber=1')).json()) as ProductPage;
    const scent = all.products[0]!;

    await page.goto('/fr/explore-scents');
    await waitForServiceWorker(page);
    // The French build's own worker, which keeps the French files (not the English ones).
    expect(await controllingWorker(page)).toBe('/fr/sw.js');
    await expect(cards(page)).toHaveCount(8);
    await page.goto(`/fr/explore-scents/${scent.id}`);
    // Saved on the device, for the saved scents page offline.
    const heart = page
      .getByRole('main')
      .getByRole('button', { name: `Enregistrer ${scent.name}`, exact: true })
      .first();
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByRole('dialog', { name: 'Votre panier (1)' })).toBeVisible();
    await waitForDeviceCatalogue(page, all.total);
    const kept = await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('sillage-')));
    expect(kept.some((name) => name.startsWith('sillage-fr-files'))).toBe(true);

    await context.setOffline(true);

    await page.goto('/fr/');
    await expectFrench(page);
    await expect(offlineNote(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Parfums vedettes' })).toBeVisible();

    await page.goto('/fr/explore-scents');
    await expectFrench(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explorer les parfums');
    await expect(cards(page)).toHaveCount(8);

    await page.goto(`/fr/explore-scents/${scent.id}`);
    await expect(page.getByRole('heading', { level: 1, name: scent.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
    await expectFrench(page);

    // Never opened online: the French shell renders them from the device, in French.
    await page.goto('/fr/cart');
    await expectFrench(page);
    await expect(page.getByRole('main').getByRole('heading', { name: scent.name })).toBeVisible();
    await page.goto('/fr/saved');
    await expectFrench(page);
    await expect(page.getByRole('main').getByRole('article').getByRole('heading', { name: scent.name })).toBeVisible();
    await page.goto('/fr/explore-scents/page/2');
    await expectFrench(page);
    await expect(cards(page).first()).toBeVisible();

    expect(errors.unexpected()).toEqual([]);
  });

  test('a shopper who browsed in English and then in French keeps both languages offline', async ({ page, context }) => {
    await page.goto('/explore-scents');
    await waitForServiceWorker(page);
    expect(await controllingWorker(page)).toBe('/sw.js');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/explore-scents$/);
    await waitForServiceWorker(page);
    await expect.poll(() => controllingWorker(page)).toBe('/fr/sw.js');
    // The French worker taking the page over from the English one is no update to offer.
    await expect(page.getByRole('button', { name: /reload|recharger/i })).toHaveCount(0);

    await context.setOffline(true);
    await page.goto('/fr/explore-scents');
    await expectFrench(page);
    await expect(cards(page)).toHaveCount(8);
    // The French worker left the English one's files alone: English pages still open offline.
    await page.goto('/explore-scents');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore Scents');
    await expect(cards(page)).toHaveCount(8);
  });
});
