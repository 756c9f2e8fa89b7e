import { waitForInteractive, waitForSettled } from './support/interactive.ts';
import AxeBuilder from '@axe-core/playwright';
import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { recordPageErrors } from './support/page-health.ts';
import { recordLayoutShifts, shiftsOf, waitForScreenPainted } from './support/layout-shifts.ts';

// Issue: performance. No layout shift from images, the carousel, skeletons or fonts on the three
// pages a shopper lands on, on a phone and on a laptop, over a slowish connection (so that data,
// fonts and pictures arrive one after another, as they do in real life, not all at once).

const CLS_BUDGET = 0.02;

/** About a busy 4G connection: slow enough that things arrive in turn. */
async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 80,
    downloadThroughput: (4 * 1024 * 1024) / 8,
    uploadThroughput: (1024 * 1024) / 8,
  });
  return cdp;
}

/**
 * Waits until the page has settled (its `sillage:settled` mark: loaded, then a few seconds its
 * own, its background work begun) and what is on screen has arrived and been painted. Not the
 * network going idle: once settled, the service worker keeps the rest of the build over the
 * throttled line, and waiting for the line to go quiet ran out the test's minute.
 */
async function settle(page: Page): Promise<void> {
  await waitForSettled(page);
  await waitForScreenPainted(page);
}

async function firstProductId(page: Page): Promise<string> {
  const res = await page.request.get('/api/products/featured');
  const products = (await res.json()) as Array<{ id: string }>;
  return products[0]!.id;
}

const pages: Array<{ name: string; path: (page: Page) => Promise<string>; ready: (page: Page) => Promise<void> }> = [
  {
    name: 'home',
    path: async () => '/',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-roledescription="carousel"] article').first()).toBeVisible();
    },
  },
  {
    name: 'catalogue',
    path: async () => '/explore-scents',
    ready: async (page) => {
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'product page',
    path: firstProductId,
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Gallery' })).toBeVisible();
    },
  },
];

for (const viewport of [
  { label: 'phone', width: 412, height: 823 },
  { label: 'laptop', width: 1366, height: 800 },
]) {
  test.describe(`no layout shift on a ${viewport.label} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const target of pages) {
      test(`${target.name}: cumulative layout shift at most ${CLS_BUDGET}`, async ({ page }) => {
        const errors = recordPageErrors(page);
        const path = await target.path(page);
        await recordLayoutShifts(page);
        await throttle(page);
        await page.goto(path.startsWith('/') ? path : `/explore-scents/${path}`);
        await target.ready(page);
        await settle(page);

        const shifts = await shiftsOf(page);
        const total = shifts.reduce((sum, s) => sum + s.value, 0);
        expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(CLS_BUDGET);
        expect(errors.unexpected()).toEqual([]);
      });
    }
  });
}

test.describe('what a first visit loads (issue: performance)', () => {
  test('every picture has its size reserved, and product pictures come as AVIF in the size the layout needs', async ({ page }) => {
    const avif: string[] = [];
    page.on('request', (request) => {
      if (/\/uploads\/.+-w\d+\.avif$/.test(request.url())) avif.push(request.url());
    });
    // Other tests add products with the placeholder picture, newest first: a filter only demo
    // products (with real pictures) match keeps this test's page the same whatever ran before.
    await page.goto('/explore-scents?season=winter');
    await expect(page.getByRole('article').first()).toBeVisible();
    await settle(page);

    const unsized = await page.$$eval('main img', (imgs) =>
      imgs.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.getAttribute('src')),
    );
    expect(unsized).toEqual([]);
    // 4 cards to a row at this width: 270 px drawn, so the 320 px copies (never the originals).
    expect(avif.length).toBeGreaterThan(0);
    expect(avif.every((url) => url.includes('-w320.avif'))).toBe(true);
    // The first card is the largest paint on a phone: it loads at once and first.
    const first = page.getByRole('article').first().locator('img');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(page.getByRole('article').nth(5).locator('img')).toHaveAttribute('loading', 'lazy');
  });

  test('a first visit to the catalogue or a product arrives rendered: nothing asked of the API for it, its largest picture named in the HTML and fetched once', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const requests: string[] = [];
    page.on('request', (req) => requests.push(new URL(req.url()).pathname + new URL(req.url()).search));
    const errors = recordPageErrors(page);

    await page.goto('/explore-scents?season=winter');
    await expect(page.getByRole('article')).not.toHaveCount(0);
    const first = page.getByRole('article').first();
    const firstName = (await first.getByRole('heading').textContent())!.trim();
    await settle(page);
    // The page came with its answer: the catalogue was not asked for it again. (The device's
    // copy of the whole catalogue, made once the page has loaded, asks for unfiltered pages.)
    expect(requests.filter((r) => r.startsWith('/api/products?') && r.includes('season=winter'))).toEqual([]);
    // The first card's picture: in the server's HTML (found by the browser before any script),
    // and fetched once.
    const shown = await first.locator('img').evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(shown).toMatch(/-w\d+\.avif$/);
    expect(await (await request.get('/explore-scents?season=winter')).text()).toContain(shown);
    expect(requests.filter((r) => r === shown)).toHaveLength(1);
    expect(errors.unexpected()).toEqual([]);

    // A product page, a first visit from a link elsewhere (a new browser, no service worker).
    const productId = /\/explore-scents\/([0-9a-f-]{36})/.exec((await first.getByRole('link').first().getAttribute('href'))!)![1]!;
    const fresh = await browser.newContext({ baseURL: baseURL! });
    try {
      const other = await fresh.newPage();
      const asked: string[] = [];
      other.on('request', (req) => asked.push(new URL(req.url()).pathname));
      await other.goto(`/explore-scents/${productId}`);
      await expect(other.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
      await settle(other);
      expect(asked.filter((r) => r === `/api/products/${productId}`)).toEqual([]);
      const picture = await other
        .getByRole('main')
        .getByRole('img', { name: firstName })
        .first()
        .evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
      expect(picture).toMatch(/-w\d+\.avif$/);
      expect(asked.filter((r) => r === picture)).toHaveLength(1);
      expect(await (await request.get(`/explore-scents/${productId}`)).text()).toContain(picture);
    } finally {
      await fresh.close();
    }
  });

  test('hydrating a product page or the catalogue fetches no stylesheet the page carries inline, and no device database, Radix Select or toast code', async ({
    browser,
    baseURL,
    request,
  }) => {
    const [featured] = (await (await request.get('/api/products/featured')).json()) as Array<{ id: string }>;
    type Fetched = { path: string; at: number; css?: Promise<string> };
    // A first visit in a new browser: the scripts and stylesheets fetched before the page has
    // settled (after-page-load.ts: its load, then 3 s; here up to 2.5 s after the load), and the
    // stylesheets among them whose rules the page already carried inline.
    const firstVisit = async (path: string, hydrated: (page: Page) => Promise<void>, then?: (page: Page) => Promise<void>) => {
      const context = await browser.newContext({ baseURL: baseURL! });
      try {
        const page = await context.newPage();
        const fetched: Fetched[] = [];
        page.on('response', (response) => {
          const type = response.request().resourceType();
          if (type !== 'script' && type !== 'stylesheet') return;
          const at = response.request().timing().startTime;
          // A stylesheet still arriving when the context closes has its body refused: only early
          // ones are read, and a refusal left unhandled failed the test (CI, 2026-12-01).
          fetched.push({ path: new URL(response.url()).pathname, at, ...(type === 'stylesheet' ? { css: response.text().catch(() => '') } : {}) });
        });
        await page.goto(path);
        await hydrated(page);
        const { loadedAt, inline } = await page.evaluate(() => ({
          loadedAt: performance.timeOrigin + (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
          inline: document.querySelector('style[data-tsr-inline-css]')?.textContent ?? '',
        }));
        const early = fetched.filter((file) => file.at < loadedAt + 2500);
        const again: string[] = [];
        for (const file of early) {
          const css = file.css && (await file.css).trim();
          if (css && inline.includes(css)) again.push(file.path);
        }
        await then?.(page);
        return { scripts: early.map((file) => file.path), again };
      } finally {
        await context.close();
      }
    };
    // Files named after the modules Vite split them from: Dexie's, the cart's, Radix Select's, sonner's.
    const heavy = (files: string[]) => files.filter((file) => /\/(local-db|cart-store|radix-select-control|dist)-[\w-]{8}\.js$/.test(file));

    const product = await firstVisit(`/explore-scents/${featured!.id}`, async (page) => {
      await waitForInteractive(page);
      // Once the page has settled the cart's code comes (a tap meanwhile opens the early cart).
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/local-db-/.test(entry.name)), undefined, {
        timeout: 15_000,
      });
    });
    expect(product.again, 'stylesheets fetched again while hydrating a product page').toEqual([]);
    // The cart's code waits for the page to settle: while it loads, a tap opens the early cart
    // from the page's own script (features/cart/early-cart.head.ts), and Dexie's evaluation
    // would block a phone's main thread.
    // (Dexie itself may come with the device's own work, the saved scents and outbox; the cart's store does not.)
    expect(
      heavy(product.scripts).filter((file) => !/\/local-db-/.test(file)),
      'code a server-rendered product page does not need while loading',
    ).toEqual([]);

    const catalogue = await firstVisit(
      '/explore-scents',
      (page) => waitForInteractive(page),
      async (page) => {
        // The filter works from its first press: Radix arrives and opens.
        await page.getByRole('combobox', { name: 'Season' }).click();
        await expect(page.getByRole('option', { name: 'Winter', exact: true })).toBeVisible();
      },
    );
    expect(catalogue.again, 'stylesheets fetched again while hydrating the catalogue').toEqual([]);
    expect(heavy(catalogue.scripts), 'code the catalogue does not need until a filter is reached for').toEqual([]);
  });

  test('the home page fetches no PayPal, admin or checkout code, and its fonts are our own', async ({ page }) => {
    const scripts: string[] = [];
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    await page.goto('/');
    await expect(page.locator('[aria-roledescription="carousel"] article').first()).toBeVisible();
    await settle(page);
    expect(scripts.filter((s) => /paypal|admin|checkout|orderlist|userlist|productlist|shipping|payment|place-order/i.test(s))).toEqual([]);

    // A first visit paints in the device's faces and fetches the shop's for the pages after it.
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-fonts'))).toBe(false);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sillage:fonts')), { timeout: 15_000 }).toBe('1');
    expect(fonts.length).toBeGreaterThan(0);
    const origin = new URL(page.url()).origin;
    expect(fonts.every((url) => url.startsWith(`${origin}/assets/`) && url.endsWith('.woff2'))).toBe(true);

    // The next page has them from its first paint.
    await page.goto('/explore-scents');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-fonts'))).toBe(true);
    const headingFace = await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontFamily);
    expect(headingFace).toMatch(/^"?Cormorant Garamond/);
    await expect.poll(() => page.evaluate(() => document.fonts.check('500 32px "Cormorant Garamond"'))).toBe(true);
  });
});

test('an error toast is readable: its colours pass WCAG AA contrast (accessibility 100)', async ({ page }) => {
  const errors = recordPageErrors(page);
  errors.allow(/401/);
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill('nobody-here@example.com');
  await main.getByLabel('Password').fill('WrongPassword1');
  await main.getByRole('button', { name: 'Sign In' }).click();
  const toast = page.locator('[data-sonner-toast][data-type="error"]');
  await expect(toast).toBeVisible();
  // Past its entrance animation (sonner's transitions, once the toast is mounted): axe measures the
  // colours as they end up.
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  await toast.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  const results = await new AxeBuilder({ page }).include('[data-sonner-toaster]').withRules(['color-contrast']).analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.failureSummary}`))).toEqual([]);
  expect(results.passes.some((p) => p.id === 'color-contrast')).toBe(true);
  expect(errors.unexpected()).toEqual([]);
});
