import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { PRODUCTS_PER_PAGE } from '../domain/enums.ts';
import { messages } from '../domain/messages.ts';
import { expectNoSeriousAxeViolations, type PageErrors, recordPageErrors } from './support/page-health.ts';

type ListedProduct = { id: string; name: string };
type ProductPage = { products: ListedProduct[]; page: number; pages: number; total: number };

async function listProducts(request: APIRequestContext, query: Record<string, string>): Promise<ProductPage> {
  const res = await request.get(`/api/products?${new URLSearchParams(query)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as ProductPage;
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

async function chooseFilter(page: Page, label: 'Occasion' | 'Vibe' | 'Season', option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('catalogue (spec §2 catalogue, DESIGN §5 filters)', () => {
  let errors: PageErrors;
  test.beforeEach(({ page }) => {
    errors = recordPageErrors(page);
  });
  test.afterEach(() => {
    expect(errors.unexpected(), 'console errors and uncaught exceptions').toEqual([]);
  });

  test('on a phone the catalogue, its cards and the saved scents fit the screen: nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of ['/explore-scents', '/', '/saved']) {
      await page.goto(path);
      await expect(heading(page).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${path} scrolls sideways`).toBe(0);
    }
  });

  test('shows Explore Scents, a page of cards and every page number; the pages link to each other', async ({ page, request }) => {
    // Other tests add scents while this one runs: the page shows the page count of some moment
    // between these two reads.
    const before = (await listProducts(request, { pageNumber: '1' })).pages;
    await page.goto('/explore-scents');
    await expect(heading(page)).toHaveText('Explore Scents');
    await expect(cards(page)).toHaveCount(PRODUCTS_PER_PAGE);
    // The currency said once, under the list (issue 27).
    await expect(page.getByRole('main').getByText(messages.pricesInCad)).toBeVisible();
    const after = (await listProducts(request, { pageNumber: '1' })).pages;
    expect(before, 'the demo catalogue spans several pages').toBeGreaterThan(1);
    const links = pagination(page).getByRole('link');
    await expect.poll(() => links.count()).toBeGreaterThanOrEqual(before);
    const pages = await links.count();
    expect(pages).toBeLessThanOrEqual(after);
    for (let n = 1; n <= pages; n += 1) await expect(links.nth(n - 1)).toHaveAccessibleName(`Page ${n}`);
    await expect(pagination(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    // A card: name, brand, concentration, stars, season and gender icons, occasion, details link.
    const card = cards(page).first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    expect(name).not.toBe('');
    await expect(card.getByRole('img', { name: /^Rated [\d.]+ out of 5$/ })).toBeVisible();
    await expect(card.getByRole('img', { name: /^Season: / })).toBeVisible();
    await expect(card.getByRole('img', { name: /^Gender: / })).toBeVisible();
    await expect(card.getByText(/^(Eau de Parfum|Eau de Toilette|Eau de Cologne|Parfum)$/)).toBeVisible();
    await expect(card.getByText(/^(Night Out|Everyday Essentials|Elegant Occasions|Professional Aura)$/)).toBeVisible();
    await expect(card.getByRole('link', { name: new RegExp(`^View details\\W+${name}$`) })).toHaveAttribute('href', /^\/explore-scents\/[^/]+$/);
    const heart = card.getByRole('button', { name: `Save ${name}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // Only the first image is eager; the rest wait until they are near, all with a reserved size.
    const images = page.getByRole('main').locator('article img');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(images.first()).toHaveAttribute('width', /\d+/);
    await expect(images.first()).toHaveAttribute('height', /\d+/);

    await expectNoSeriousAxeViolations(page);

    await pagination(page).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/explore-scents\/page\/2$/);
    await expect(pagination(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination(page).getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current', 'page');
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(name);
    await expect(heading(page)).toHaveText('Explore Scents');
  });

  test('search has its own URLs, with pages, and says the scents are filtered', async ({ page, request }) => {
    const keyword = 'musk';
    const all = await listProducts(request, { keyword, pageNumber: '1' });
    expect(all.pages, `"${keyword}" matches more than one page of scents`).toBeGreaterThan(1);
    const second = await listProducts(request, { keyword, pageNumber: '2' });

    await page.goto(`/explore-scents/search/${keyword}`);
    await expect(heading(page)).toHaveText('Your Filtered Scents');
    await expect(page.getByLabel('Search scents')).toHaveValue(keyword);
    await expect(cards(page)).toHaveCount(all.products.length);
    await expect(pagination(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', `/explore-scents/search/${keyword}/page/2`);

    await page.goto(`/explore-scents/search/${keyword}/page/2`);
    await expect(heading(page)).toHaveText('Your Filtered Scents');
    await expect(cards(page)).toHaveCount(second.products.length);
    await expect(cards(page).first().getByRole('heading')).toHaveText(second.products[0]!.name);
    await expect(pagination(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('typing searches once it pauses for 300 ms; Enter searches at once; an empty search shows everything', async ({ page }) => {
    const keywords: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/products') keywords.push(url.searchParams.get('keyword') ?? '');
    });
    // The page's clock is the test's: "60 ms apart" holds even when this machine is so busy
    // that real keystrokes would arrive 300 ms apart.
    await page.clock.install();
    await page.goto('/explore-scents');
    await expect(cards(page)).toHaveCount(PRODUCTS_PER_PAGE);
    const box = page.getByLabel('Search scents');

    // Keystrokes 60 ms apart: only the word as a whole is searched, not 'r', 'ro', 'ros'.
    await page.clock.pauseAt(Date.now() + 60_000);
    for (const key of 'rose') {
      await box.press(key);
      await page.clock.runFor(60);
    }
    expect(keywords.filter((k) => k !== '')).toEqual([]);
    await page.clock.runFor(300);
    await page.clock.resume();
    await expect(page).toHaveURL(/\/explore-scents\/search\/rose$/);
    await expect(heading(page)).toHaveText('Your Filtered Scents');
    expect(keywords.filter((k) => k !== '')).toEqual(['rose']);
    // The box kept its text and focus while the results changed underneath.
    await expect(box).toHaveValue('rose');
    await expect(box).toBeFocused();

    // Enter does not wait for the pause.
    await box.fill('oud');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/explore-scents\/search\/oud$/);

    await box.fill('');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/explore-scents$/);
    await expect(heading(page)).toHaveText('Explore Scents');

    // A search nothing matches: a friendly empty state, not a blank page.
    await box.fill('zzqxnothing');
    await box.press('Enter');
    await expect(page.getByRole('heading', { name: 'No scents match, yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See every scent' })).toBeVisible();
  });

  test('filters apply to the whole catalogue, live in the URL, survive a reload and clear', async ({ page, request }) => {
    const filter = { season: 'winter', vibe: 'Oriental' };
    const unfilteredFirst = await listProducts(request, { pageNumber: '1' });
    const matches = await listProducts(request, { ...filter, pageNumber: '1' });
    const onLaterPages = matches.products.filter((m) => !unfilteredFirst.products.some((p) => p.id === m.id));
    expect(onLaterPages.length, 'some winter oriental scents live past page 1 of the full catalogue').toBeGreaterThan(0);

    await page.goto('/explore-scents');
    await expect(cards(page)).toHaveCount(PRODUCTS_PER_PAGE);
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();
    await chooseFilter(page, 'Season', 'Winter');
    await expect(page).toHaveURL(/\/explore-scents\?season=winter$/);
    await chooseFilter(page, 'Vibe', 'Oriental');
    await expect(page).toHaveURL(/season=winter/);
    await expect(page).toHaveURL(/vibe=Oriental/);
    await expect(heading(page)).toHaveText('Your Filtered Scents');
    await expect(cards(page)).toHaveCount(matches.products.length);
    for (const product of onLaterPages) await expect(cards(page).getByRole('heading', { name: product.name })).toBeVisible();

    await page.reload();
    await expect(heading(page)).toHaveText('Your Filtered Scents');
    await expect(page.getByRole('combobox', { name: 'Season' })).toHaveText('Winter');
    await expect(page.getByRole('combobox', { name: 'Vibe' })).toHaveText('Oriental');
    await expect(cards(page)).toHaveCount(matches.products.length);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/explore-scents$/);
    await expect(heading(page)).toHaveText('Explore Scents');
    await expect(page.getByRole('combobox', { name: 'Season' })).toHaveText('All seasons');
    await expect(cards(page)).toHaveCount(PRODUCTS_PER_PAGE);
  });

  test('a filter opens from the keyboard as soon as the page works, picks with Enter and gives the focus back', async ({ page }) => {
    // Pressed before the page has settled: the select's code comes with the key press.
    await page.goto('/explore-scents');
    const season = page.getByRole('combobox', { name: 'Season' });
    await expect(season).toBeEnabled();
    await season.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect(page.getByRole('option', { name: 'All seasons', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/explore-scents\?season=spring$/);
    await expect(season).toHaveText('Spring');
    await expect(season).toBeFocused();
  });

  test('a filter focused before the page has settled keeps the focus when its full control arrives', async ({ page }) => {
    await page.goto('/explore-scents');
    const season = page.getByRole('combobox', { name: 'Season' });
    await expect(season).toBeEnabled();
    await season.focus();
    // The page settles and Radix's control takes the drawn trigger's place (it marks its state).
    await expect(season).toHaveAttribute('data-state', 'closed', { timeout: 15_000 });
    await expect(season).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
  });

  test('a filter focused before the page is interactive keeps the focus when its full control arrives', async ({ page }) => {
    // The app's script held back until the focus is given: React never heard of it.
    let focused = () => {};
    const focusGiven = new Promise<void>((resolve) => (focused = resolve));
    await page.route(/\/assets\/shell-[\w-]+\.js$/, async (route) => {
      await focusGiven;
      await route.continue();
    });
    await page.goto('/explore-scents');
    const season = page.getByRole('combobox', { name: 'Season' });
    await season.focus();
    focused();
    // The page settles and Radix's control takes the drawn trigger's place (it marks its state).
    await expect(season).toHaveAttribute('data-state', 'closed', { timeout: 15_000 });
    await expect(season).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
  });

  test('page links keep the filters and the keyword', async ({ page, request }) => {
    const winter = await listProducts(request, { season: 'winter', pageNumber: '2' });
    expect(winter.pages, 'winter scents fill more than one page').toBeGreaterThan(1);

    await page.goto('/explore-scents?season=winter');
    const pageTwo = pagination(page).getByRole('link', { name: 'Page 2' });
    await expect(pageTwo).toHaveAttribute('href', '/explore-scents/page/2?season=winter');
    await pageTwo.click();
    await expect(page).toHaveURL(/\/explore-scents\/page\/2\?season=winter$/);
    await expect(cards(page)).toHaveCount(winter.products.length);
    await expect(page.getByRole('combobox', { name: 'Season' })).toHaveText('Winter');

    await page.goto('/explore-scents/search/musk?vibe=Woody');
    await expect(heading(page)).toHaveText('Your Filtered Scents');
    const woodyMusk = await listProducts(request, { keyword: 'musk', vibe: 'Woody', pageNumber: '1' });
    await expect(cards(page)).toHaveCount(woodyMusk.products.length);
  });

  test('a mistyped page number or filter shows the catalogue instead of failing', async ({ page }) => {
    await page.goto('/explore-scents/page/abc');
    await expect(page).toHaveURL(/\/explore-scents$/);
    await expect(cards(page)).toHaveCount(PRODUCTS_PER_PAGE);

    await page.goto('/explore-scents/search/musk/page/0');
    await expect(page).toHaveURL(/\/explore-scents\/search\/musk$/);
    await expect(heading(page)).toHaveText('Your Filtered Scents');

    await page.goto('/explore-scents?season=monsoon');
    await expect(heading(page)).toHaveText('Explore Scents');
    await expect(cards(page)).toHaveCount(PRODUCTS_PER_PAGE);

    await page.goto('/explore-scents/page/999');
    await expect(page.getByRole('heading', { name: 'This page is empty' })).toBeVisible();
  });
});
