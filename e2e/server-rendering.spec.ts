import * as m from '#messages';
import { waitForInteractive } from './support/interactive.ts';
import { expect, type APIRequestContext, test } from '@playwright/test';
import { messages } from '../domain/messages.ts';
import { recordPageErrors } from './support/page-health.ts';

// Public pages arrive rendered by the server (issue: server rendering): a shopper can browse
// with JavaScript off, and with it on the page hydrates without a mismatch and works at once.

type Listed = { id: string; name: string; image: string; price: number; countInStock: number; numReviews: number; topNotes: string[] };

/** A demo scent with reviews, notes and stock (the seed has several; other tests add their own). */
async function reviewedScent(request: APIRequestContext): Promise<Listed> {
  for (let page = 1; page <= 10; page += 1) {
    const answer = (await (await request.get(`/api/products?pageNumber=${page}`)).json()) as { products: Listed[]; pages: number };
    const found = answer.products.find((p) => p.image.startsWith('/uploads/seed-') && p.numReviews > 0 && p.countInStock > 4 && p.topNotes.length > 0);
    if (found) return found;
    if (page >= answer.pages) break;
  }
  throw new Error('no demo scent with reviews');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shopper browses the catalogue, pages through it, searches and reads a product', async ({ page, request }) => {
    const scent = await reviewedScent(request);
    const detail = (await (await request.get(`/api/products/${scent.id}`)).json()) as Listed & { reviews: Array<{ comment: string }> };

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore Scents' }).click();
    await expect(page).toHaveURL(/\/explore-scents$/);
    await expect(page.getByRole('article')).toHaveCount(8);

    // Pagination is made of links.
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\/explore-scents\/page\/2$/);
    await expect(page.getByRole('article').first()).toBeVisible();

    // The search box is a plain form: the server answers with the search's own address.
    await page.getByLabel('Search scents').fill(scent.name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/explore-scents/search/${encodeURIComponent(scent.name).replace(/%20/g, '(%20|\\+)')}$`));
    const card = page.getByRole('article').filter({ hasText: scent.name });
    await expect(card).toHaveCount(1);

    // Cards link to their products with plain links.
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/explore-scents/${scent.id}$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: scent.name })).toBeVisible();
    await expect(main.getByText(`$${scent.price.toFixed(2)}`).first()).toBeVisible();
    await expect(main.getByText(detail.topNotes[0]!, { exact: true }).first()).toBeVisible();
    await expect(main.getByText(detail.reviews[0]!.comment)).toBeVisible();
    await expect(page).toHaveTitle(`${scent.name} · Sillage`);
    // What cannot work without a script says so.
    await expect(main.getByText(messages.needsJavaScriptToAdd)).toBeVisible();
  });

  test('the filters are a form with a button, and hearts that could do nothing are not shown', async ({ page }) => {
    await page.goto('/explore-scents');
    await expect(page.getByRole('article')).toHaveCount(8);
    await expect(page.getByRole('button', { name: /^Save / })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Season' }).selectOption('Winter');
    await page.getByRole('button', { name: m.catalogue_show_scents() }).click();
    // The "all" entries' empty values are dropped: the address is the filtered catalogue's own.
    await expect(page).toHaveURL(/\/explore-scents\?season=winter$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Filtered Scents');
    await expect(page.getByRole('combobox', { name: 'Season' })).toHaveValue('winter');
    const listed = (await (await page.request.get('/api/products?pageNumber=1&season=winter')).json()) as { total: number };
    await expect(page.getByText(new RegExp(`^${listed.total} scents?( ·|$)`))).toBeVisible();
  });

  test('every page has the header and the footer; the pages that need JavaScript say so, with ways on', async ({ page }) => {
    const pages: Array<[string, string, string]> = [
      ['/saved', 'Saved Scents', messages.needsJavaScriptToSave],
      ['/cart', 'Your Cart', messages.cartEmpty],
      ['/checkout', messages.checkoutNeedsJavaScriptTitle, messages.checkoutNeedsJavaScript],
      ['/shipping', messages.checkoutNeedsJavaScriptTitle, messages.checkoutNeedsJavaScript],
      ['/my-orders', messages.accountNeedsJavaScriptTitle, messages.accountNeedsJavaScript],
      ['/admin/products', messages.adminNeedsJavaScriptTitle, messages.adminNeedsJavaScript],
      ['/login', 'Sign In', messages.needsJavaScriptToSignIn],
    ];
    for (const [path, heading, sentence] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      // toContainText: Playwright's text search does not look inside the shell's <noscript>.
      await expect(page.getByRole('main'), path).toContainText(sentence);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sillage, home' }), path).toBeVisible();
      await expect(page.getByRole('contentinfo'), path).toContainText(m.footer_line());
      await expect(
        page
          .getByRole('main')
          .getByRole('link', { name: 'Explore Scents' })
          .or(page.getByRole('banner').getByRole('link', { name: 'Explore Scents' }))
          .first(),
        path,
      ).toBeVisible();
    }
    // The shell's old one-liner is gone.
    await page.goto('/checkout');
    await expect(page.getByText('Sillage needs JavaScript to run.')).toHaveCount(0);
  });

  test('an unknown scent is a page saying so, with a way back', async ({ page }) => {
    const response = await page.goto('/explore-scents/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('alert')).toHaveText(messages.productNotFound);
    await expect(page.getByRole('link', { name: 'Go Back' })).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  test('a shopper who scrolls before the script has run stays where they scrolled', async ({ page }) => {
    // A slow line: the app's entry (the shell's script) arrives only once the shopper has scrolled
    // the painted page.
    let scrolled!: () => void;
    const shopperScrolled = new Promise<void>((resolve) => (scrolled = resolve));
    await page.route(/\/assets\/shell-[\w-]+\.js$/, async (route) => {
      await shopperScrolled;
      await route.continue();
    });
    await page.goto('/explore-scents', { waitUntil: 'commit' });
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 900));
    expect(await page.evaluate(() => document.documentElement.dataset.interactive), 'scrolled before the script ran').toBeUndefined();
    scrolled();
    // Hydrated: the page is the app's. Then settled (its `sillage:settled` mark): whatever the
    // app does at its start, a scroll restored included, has happened.
    await waitForInteractive(page);
    await page.waitForFunction(() => performance.getEntriesByName('sillage:settled').length > 0);
    expect(await page.evaluate(() => window.scrollY)).toBe(900);
  });

  test('before the page is interactive, a tap reaches React only on a control it has taken over', async ({ page }) => {
    // The page as the server sent it, its script never arriving: the head's early-taps script alone.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/explore-scents');
    const reached = await page.evaluate(() => {
      // Where React listens (the document, its root's container), and elements as React leaves
      // them mid-hydration: one it has rendered but not committed (a fiber on it), and a control it
      // has committed (marked live by earlyTapTarget).
      const seen: string[] = [];
      document.addEventListener('pointerdown', (event) => seen.push((event.target as HTMLElement).id), true);
      const rendered = Object.assign(document.createElement('button'), { id: 'rendered' });
      Object.assign(rendered, { __reactFiber$test: {} });
      const live = Object.assign(document.createElement('button'), { id: 'live' });
      live.setAttribute('data-early-tap', 'test');
      live.setAttribute('data-early-tap-live', '');
      document.querySelector('main')!.append(rendered, live);
      for (const target of [rendered, live]) target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      return seen;
    });
    // A pointerdown reaching React on an uncommitted part made it hydrate the root synchronously in
    // the middle of the transition: React error #345, the page left dead (issue 26).
    expect(reached).toEqual(['live']);
  });

  test("before the page is interactive, the early cart's taps stay its own: it closes, and React never hears of them", async ({ page, request }) => {
    const scent = await reviewedScent(request);
    // The page as the server sent it, its script never arriving: the head's scripts alone.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`/explore-scents/${scent.id}`);
    // Where React listens (the document, its root's container): what of the early cart reaches it.
    await page.evaluate(() => {
      const heard: string[] = [];
      (window as unknown as { heard: string[] }).heard = heard;
      for (const type of ['pointerdown', 'mousedown', 'click', 'keydown']) {
        document.addEventListener(
          type,
          (event) => {
            if ((event.target as Element).closest?.('[data-early-sheet]')) heard.push(type);
          },
          true,
        );
      }
    });
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    const cart = page.getByRole('dialog', { name: 'Your Cart (1)' });
    await expect(cart).toBeVisible();
    await cart.getByRole('button', { name: messages.closeCart }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cart).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A tap on the sheet reaching React before it had hydrated the page made it hydrate the whole
    // page synchronously in the middle of the transition: React error #345 (issue 26).
    expect(await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual([]);
  });

  test("the early cart's links stay in the page's language, and its Checkout goes through sign-in when no one is signed in (issue 51)", async ({
    page,
    request,
  }) => {
    const scent = await reviewedScent(request);
    // A French page as the server sent it, its script never arriving: the head's scripts alone.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`/fr/explore-scents/${scent.id}`);
    await page.getByRole('main').getByRole('button', { name: 'Ajouter au panier' }).click();
    const cart = page.getByRole('dialog', { name: 'Votre panier (1)' });
    await expect(cart).toBeVisible();
    await expect(cart.getByRole('link', { name: scent.name })).toHaveAttribute('href', `/fr/explore-scents/${scent.id}`);
    await expect(cart.getByRole('link', { name: 'Continuer vos achats' })).toHaveAttribute('href', '/fr/explore-scents');
    await expect(cart.getByRole('link', { name: 'Passer à la caisse' })).toHaveAttribute('href', '/fr/login?redirect=%2Fcheckout');

    // Signed in on this device: straight to the checkout, in French.
    await page.keyboard.press('Escape');
    await page.evaluate(() => localStorage.setItem('userInfo', JSON.stringify({ id: 'someone', token: 'a.b.c' })));
    await page.getByRole('main').getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(cart.getByRole('link', { name: 'Passer à la caisse' })).toHaveAttribute('href', '/fr/checkout');
  });

  test.describe('a page the server rendered a while ago', () => {
    // Only the page's own requests: the service worker would revalidate the catalogue itself.
    test.use({ serviceWorkers: 'block' });

    test('is asked again once it has settled, not while it hydrates', async ({ page }) => {
      // The page's clock a minute ahead of the server's: what the page came with is a minute old,
      // as a page the server cached a minute ago would be (fresh answers are 30 s old at most).
      await page.addInitScript(() => {
        const now = Date.now.bind(Date);
        Date.now = () => now() + 60_000;
        // Room on the timeline for every request of the page (the default keeps 250).
        performance.setResourceTimingBufferSize(2000);
      });
      // On the page's own timeline: when it settled (its `sillage:settled` mark) and when it asked.
      const timeline = () =>
        page.evaluate(() => ({
          settledAt: performance.getEntriesByName('sillage:settled')[0]?.startTime,
          asked: performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname === '/api/products')
            .map((entry) => ({ url: entry.name, at: entry.startTime })),
        }));
      await page.goto('/explore-scents');
      await expect
        .poll(async () => (await timeline()).asked.filter((ask) => ask.url.endsWith('?pageNumber=1')).length, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(1);
      const { settledAt, asked } = await timeline();
      expect(settledAt, 'the page settled before it asked').toBeDefined();
      // Its request, parse and render were in hydration's tasks, and on a poor line beside the tap's code.
      expect(
        asked.filter((ask) => ask.at < settledAt!),
        'asked again before the page settled',
      ).toEqual([]);
    });
  });

  test('every public page hydrates without a mismatch or an error', async ({ page, request }) => {
    const scent = await reviewedScent(request);
    const errors = recordPageErrors(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && /hydrat|did not match|server/i.test(message.text())) warnings.push(message.text());
    });
    // In production React says nothing in the console: the app reports a failed hydration itself.
    const reported: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/client-errors') reported.push(sent.postData() ?? '');
    });
    for (const path of [
      '/',
      '/explore-scents',
      '/explore-scents/page/2',
      `/explore-scents/search/${encodeURIComponent(scent.name)}`,
      `/explore-scents/${scent.id}`,
      '/pricing-plans',
      '/login',
      '/register',
      '/cart',
    ]) {
      await page.goto(path);
      // The script comes after the first paint: once the page is interactive it is hydrated, and a
      // client-side link works without reloading the document.
      await waitForInteractive(page);
      await page.evaluate(() => ((window as unknown as { hydratedMarker: boolean }).hydratedMarker = true));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing Plans' }).click();
      await expect(page).toHaveURL(/\/pricing-plans$/);
      expect(await page.evaluate(() => (window as unknown as { hydratedMarker?: boolean }).hydratedMarker), `${path} navigated without a reload`).toBe(true);
    }
    // React reports a mismatch as an error (#418, #423, #425 in production) or a warning.
    expect(errors.unexpected()).toEqual([]);
    expect(warnings).toEqual([]);
    expect(reported, 'client errors the app reported').toEqual([]);
  });

  test('Add to Cart works as soon as the page has loaded', async ({ page, request }) => {
    const scent = await reviewedScent(request);
    const errors = recordPageErrors(page);
    await page.goto(`/explore-scents/${scent.id}`);
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    const cart = page.getByRole('dialog', { name: 'Your Cart (1)' });
    await expect(cart).toBeVisible();
    await expect(cart.getByRole('heading', { name: scent.name })).toBeVisible();
    expect(errors.unexpected()).toEqual([]);
  });

  test('a signed-in shopper sees their own menu after the signed-out page the server sent', async ({ page, request }) => {
    const login = await request.post('/api/users/login', { data: { email: 'jane@example.com', password: 'Shopper123!' } });
    const { user } = (await login.json()) as { user: unknown };
    await page.goto('/pricing-plans');
    await page.evaluate((stored) => localStorage.setItem('userInfo', JSON.stringify(stored)), user);
    const html = await (await request.get('/explore-scents')).text();
    expect(html).toContain('aria-label="Account"');
    await page.goto('/explore-scents');
    await expect(page.getByRole('button', { name: 'Hi, Jane' })).toBeVisible();
  });
});
