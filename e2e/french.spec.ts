import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createProduct } from './support/catalogue-api.ts';

// Issue 24: the shop in Canadian French under /fr, and the link between the two languages.
const uniqueName = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const footer = (page: Page) => page.getByRole('contentinfo');

test.describe('the shop in French', () => {
  test('the language link keeps the scent and the query, both ways', async ({ page, request }) => {
    const scent = await createProduct(request, { name: uniqueName('Vétiver Nocturne'), price: 32, countInStock: 5 });
    await page.goto(`/explore-scents/${scent.id}`);
    await footer(page).getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(new RegExp(`/fr/explore-scents/${scent.id}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1, name: scent.name })).toBeVisible();
    // Prices as Canadian French writes them, with a no-break space before the dollar sign.
    await expect(page.getByRole('main').getByText('32,00\u00a0$', { exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Explorer les parfums' })).toBeVisible();

    await footer(page).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`:\\d+/explore-scents/${scent.id}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(page.getByRole('main').getByText('$32.00', { exact: true })).toBeVisible();

    await page.goto('/explore-scents?season=winter');
    await footer(page).getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/explore-scents\?season=winter$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vos parfums filtrés' })).toBeVisible();
  });

  test('adding to the cart on a French page shows the cart in French', async ({ page, request }) => {
    const scent = await createProduct(request, { name: uniqueName('Iris Pâle'), price: 12.5, countInStock: 5 });
    await page.goto(`/fr/explore-scents/${scent.id}`);
    const add = page.getByRole('button', { name: 'Ajouter au panier' });
    await expect(add).toBeEnabled();
    await add.click();
    const cart = page.getByRole('dialog', { name: 'Votre panier (1)' });
    await expect(cart).toBeVisible();
    await expect(cart.getByRole('heading', { name: scent.name })).toBeVisible();
    await expect(cart.getByRole('button', { name: 'Passer à la caisse' })).toBeVisible();
    await expect(cart.getByText('12,50\u00a0$').first()).toBeVisible();
  });

  test('axe finds nothing serious on the French home, catalogue and a scent', async ({ page, request }) => {
    const scent = await createProduct(request, { name: uniqueName('Cèdre Blanc'), price: 20, countInStock: 5 });
    for (const path of ['/fr/', '/fr/explore-scents', `/fr/explore-scents/${scent.id}`]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${path} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    }
  });
});
