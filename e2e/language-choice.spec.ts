// Issue 24, point 5: a first visit whose browser prefers French is offered French in one line; a
// language chosen (the footer's link, the offer) is remembered on the device (the home opens in
// it) and, signed in, in the account (the language its mail goes out in).
import { expect, type Page, test } from '@playwright/test';
import { registerAccount, signInPage } from './support/accounts.ts';

const offer = (page: Page) => page.getByText('Ce site existe aussi en français.');
const footer = (page: Page) => page.getByRole('contentinfo');

/**
 * The offer is the PWA layer's, mounted once the page has settled (site-layout.tsx), and decided
 * in the layer's first render: once the layer is in the page (`data-pwa-layer`, on its dock), an
 * offer not in it is not coming. The first test sees the offer there as soon as the layer is.
 */
const pwaLayer = (page: Page) => page.locator('[data-pwa-layer]');
async function waitForPwaLayer(page: Page): Promise<void> {
  // The layer waits for the page to settle (its load, then 3 s and an idle moment).
  await expect(pwaLayer(page)).toBeAttached({ timeout: 20_000 });
}

test.describe('a browser that prefers French', () => {
  test.use({ locale: 'fr-CA' });

  test('is offered French in one line; taking it opens the same page in French, and the home in French from then on', async ({ page }) => {
    await page.goto('/explore-scents?season=winter');
    // The positive control of the tests below: the offer is in the layer from the moment the
    // layer is in the page, read at once (no waiting for it), as they read its absence.
    await waitForPwaLayer(page);
    expect(await pwaLayer(page).getByText('Ce site existe aussi en français.').count(), 'the offer, once the layer is there').toBe(1);
    await expect(offer(page)).toBeVisible();
    // Said in French, and marked so for a screen reader on an English page.
    await expect(page.locator('p[lang="fr-CA"]').filter({ hasText: 'Ce site existe aussi en français.' })).toBeVisible();
    await page.getByRole('link', { name: 'Passer au français' }).click();
    await expect(page).toHaveURL(/\/fr\/explore-scents\?season=winter$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');

    await page.goto('/');
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    // Chosen: never offered again, in either language.
    await page.goto('/explore-scents');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore Scents');
    await waitForPwaLayer(page);
    expect(await offer(page).count(), 'the offer, once the layer is there').toBe(0);
  });

  test('"Non merci" keeps English and the offer away, after a reload too', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Non merci' }).click();
    await expect(offer(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Featured Scents' })).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
    await waitForPwaLayer(page);
    expect(await offer(page).count(), 'the offer, once the layer is there').toBe(0);
  });
});

test.describe('a browser that prefers English', () => {
  test.use({ locale: 'en-CA' });

  test('is offered nothing, and the footer link remembers French, in the account too', async ({ page, request }) => {
    const account = await registerAccount(request, 'Élodie Tremblay');
    await signInPage(page, account, '/explore-scents');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore Scents');
    await waitForPwaLayer(page);
    expect(await offer(page).count(), 'the offer, once the layer is there').toBe(0);

    await footer(page).getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/explore-scents$/);
    // The header speaks French to the signed-in shopper too.
    await page.getByRole('button', { name: 'Bonjour, Élodie' }).click();
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Profil' })).toBeVisible();
    // The account follows the language chosen: its mail goes out in French.
    await expect
      .poll(async () => {
        const profile = await request.get('/api/users/profile', { headers: { 'auth-token': account.token } });
        return ((await profile.json()) as { user: { language?: string } }).user.language;
      })
      .toBe('fr');
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr\/$/);

    // And back: English chosen, the home is English again.
    await footer(page).getByRole('link', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    // Remembered by the page it opened, once settled.
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'sillage-language')?.value).toBe('en');
    await page.goto('/');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  });
});
