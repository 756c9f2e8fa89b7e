// Issue 27, point 4: offline, the shop says so quietly. The note is one compact line out of the
// content's way, can be put away for the session, and nothing that appears after load moves
// what is already on screen.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { messages } from '../domain/messages.ts';
import type { ProductPage } from '../domain/schemas/product.ts';
import { addFromProductPage, closeCart } from './support/cart.ts';
import { waitForDeviceCatalogue, waitForServiceWorker } from './support/device.ts';
import { recordLayoutShifts, shiftsOf, waitForScreenPainted } from './support/layout-shifts.ts';
import { startPageInParts } from './support/page-in-parts.ts';
import { baseURL } from '../playwright.config.ts';

const offlineNote = (page: Page) => page.getByRole('status').filter({ hasText: messages.offline });
const hideButton = (page: Page) => page.getByRole('button', { name: messages.hideOfflineNote });

/** One online visit that leaves the catalogue, a product and a cart line on the device. */
async function visitOnline(page: Page): Promise<string> {
  const all = (await (await page.request.get('/api/products?pageNumber=1')).json()) as ProductPage;
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto('/explore-scents');
  const product = all.products[0]!;
  await addFromProductPage(page, product.id);
  await closeCart(page);
  await waitForDeviceCatalogue(page, all.total);
  return product.id;
}

test.describe('offline, quietly (issue 27)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no page moves what is on screen after it appears, offline', async ({ page, context }) => {
    const productId = await visitOnline(page);
    await recordLayoutShifts(page);
    await context.setOffline(true);
    // What each page shows from the device once its answers are in (its own content, offline).
    const content: Record<string, (tab: Page) => Locator> = {
      '/': (tab) => tab.locator('[aria-roledescription="carousel"] article').first(),
      '/explore-scents': (tab) => tab.getByRole('main').getByRole('article').first(),
      '/explore-scents/page/2': (tab) => tab.getByRole('main').getByRole('article').first(),
      [`/explore-scents/${productId}`]: (tab) => tab.getByRole('main').getByRole('img').first(),
      '/cart': (tab) => tab.getByRole('list', { name: 'Cart items' }).getByRole('listitem').first(),
      '/saved': (tab) => tab.getByText(messages.noSavedScents),
    };
    for (const path of process.env.SHIFT_PATHS?.split(',') ?? [
      '/',
      '/explore-scents',
      '/explore-scents/page/2',
      `/explore-scents/${productId}`,
      '/cart',
      '/saved',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // What comes after the page itself: the device's answers, the offline note (the app's, so
      // the page is the app's by then), the faces and the pictures kept offline, painted.
      if (content[path]) await expect(content[path](page)).toBeVisible();
      await expect(offlineNote(page)).toBeVisible();
      await waitForScreenPainted(page);
      const shifts = await shiftsOf(page);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, `${path}: ${JSON.stringify(shifts)}`).toBeLessThan(0.001);
    }
  });

  // Offline, the service worker reads the kept page out of its cache into the browser, which
  // parses and paints whatever has come so far: on a busy phone (and in CI once, two workers on
  // two cores) a frame showed the navbar cut after its first icon, that icon alone at the right
  // edge, then pushed left as the cart and account icons came (issue 50). Here the page comes in
  // two parts on purpose, cut inside the navbar, with frames going by between them.
  test('a page that arrives in parts never paints part of the navbar', async ({ page }) => {
    const relay = await startPageInParts(baseURL);
    try {
      await recordLayoutShifts(page);
      const cuts = [
        { after: 'its first icon', before: 'data-early-tap="cart"', parsed: 'header a[href="/saved"] > span' },
        { after: 'its first link', before: 'href="/pricing-plans"', parsed: 'header a[href="/explore-scents"]' },
      ];
      for (const { after, before, parsed } of cuts) {
        const frame = await relay.open(page, '/', before);
        // (Polled on a timer: a page that holds its frames runs no animation-frame callbacks.)
        await frame.waitForFunction((selector) => document.querySelector(selector), parsed, { polling: 20 });
        // Two frames of the page around it: the held page had them too, unless it holds its own.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        relay.release();
        await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(frame.getByRole('button', { name: /^Account/ })).toBeVisible();
        await waitForScreenPainted(frame);
        const shifts = await shiftsOf(frame);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, `cut after ${after}: ${JSON.stringify(shifts)}`).toBeLessThan(0.001);
      }
    } finally {
      await relay.close();
    }
  });

  test('the offline note is one line, clear of the pages controls, and stays away once hidden for the session', async ({ page, context, browser }) => {
    await visitOnline(page);
    await context.setOffline(true);
    await page.goto('/explore-scents');
    const note = offlineNote(page);
    await expect(note).toBeVisible();
    const box = (await note.boundingBox())!;
    expect(box.height, 'one line on a phone').toBeLessThanOrEqual(48);

    // At the end of the list, the pagination is above the note, not under it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link').last();
    await next.scrollIntoViewIfNeeded();
    const nextBox = (await next.boundingBox())!;
    const noteBox = (await note.boundingBox())!;
    const overlaps =
      nextBox.y < noteBox.y + noteBox.height &&
      noteBox.y < nextBox.y + nextBox.height &&
      nextBox.x < noteBox.x + noteBox.width &&
      noteBox.x < nextBox.x + nextBox.width;
    expect(overlaps, 'the note covers the pagination').toBe(false);

    await hideButton(page).click();
    await expect(note).toBeHidden();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Featured Scents' })).toBeVisible();
    await expect(offlineNote(page)).toBeHidden();

    // Another session (a new window of the installed app) is told again.
    const other = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: await context.storageState() });
    try {
      const again = await other.newPage();
      await again.goto('/explore-scents');
      await waitForServiceWorker(again);
      await other.setOffline(true);
      await again.reload();
      await expect(offlineNote(again)).toBeVisible();
    } finally {
      await other.close();
    }
  });
});
