import * as m from '#messages';
// A poor line, by hand (issue 26): a phone (CPU slowed 4×) behind a relay that gives every
// connection 400 ms of round trip and 400 kbit/s shared, a first visit, and a person's taps.
// DevTools' throttling would not slow the page's own request nor the service worker's downloads;
// the relay slows every byte (e2e/support/slow-line.ts). What is asserted here is what a person
// sees happen: tapping from the start opens the cart, holding the scent once; a settled tap's
// cart comes from code the page has; the shop says it is ready offline, and is. The goals
// (the cart within 4 s of the navigation, a settled tap's cart within 0.3 s, offline ready within
// 20 s) are timing, which a loaded host changes: `npm run bench:3g` measures them (at the
// calibrated slowdown too, and for every page), and here each is held only to a gross bound,
// twice the goal (issue 50), which a shop that misses the goal by far still fails. This project
// runs after every other one, alone; each test prints what it measured.
import { expect, type Page, test } from '@playwright/test';
import { messages } from '#domain/messages.ts';
import { createProduct } from './support/catalogue-api.ts';
import { cartDialog } from './support/cart.ts';
import { recordWorkerRegistration, workerTimeline } from './support/device.ts';
import { waitForSettled } from './support/interactive.ts';
import { recordPageErrors } from './support/page-health.ts';
import { type SlowLine, startSlowLine } from './support/slow-line.ts';
import { readProbe } from '../scripts/perf/visit-probe.ts';
import { measureSettledTap } from '../scripts/perf/poor-line-visit.ts';

// Timed on one shared line: one test at a time, so no other test's bytes are on it.
test.describe.configure({ mode: 'default', timeout: 120_000 });

let line: SlowLine;
test.beforeAll(async () => {
  line = await startSlowLine();
});
test.afterAll(() => line?.close());

const uniqueName = (base: string) => `${base} ${Math.random().toString(36).slice(2, 8)}`;
const addToCart = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Add to Cart' });

async function freshScent(request: Parameters<typeof createProduct>[0]) {
  return createProduct(request, { name: uniqueName('Ambre Lente'), price: 24, countInStock: 9 });
}

// The issue's goals, measured by `npm run bench:3g` (its "tapping → cart" and "Ready to use
// offline" columns); e2e fails only past twice the goal: a host's slow phase must not turn it red.
const CART_FROM_START_GOAL_MS = 4_000;
const READY_OFFLINE_GOAL_MS = 20_000;
const grossBound = (goalMs: number) => 2 * goalMs;

test('tapping Add to Cart again and again from the moment it shows, the cart opens within 4 s of the navigation, holding the scent once', async ({
  browser,
  request,
}) => {
  const scent = await freshScent(request);
  const { context, page } = await line.newFirstVisit(browser);
  const errors = recordPageErrors(page);
  const started = Date.now();
  const navigation = page.goto(`/explore-scents/${scent.id}`);
  await expect(addToCart(page)).toBeVisible({ timeout: 10_000 });
  // A person taps again and again while nothing seems to happen.
  while (!(await cartDialog(page).isVisible())) {
    await addToCart(page)
      .click({ timeout: 250, noWaitAfter: true })
      .catch(() => undefined);
    await page.waitForTimeout(250);
    expect(Date.now() - started, 'ms from the navigation, and the cart is not open yet').toBeLessThan(30_000);
  }
  const cartOpenMs = Date.now() - started;
  console.log(`poor line: tapping from the start, the cart open ${cartOpenMs} ms after the navigation (goal ${CART_FROM_START_GOAL_MS})`);
  expect(cartOpenMs, 'ms from the navigation to the open cart (twice the goal)').toBeLessThanOrEqual(grossBound(CART_FROM_START_GOAL_MS));
  await expect(page.getByRole('dialog', { name: 'Your Cart (1)' }).getByRole('heading', { name: scent.name })).toBeVisible();
  await navigation;
  expect(errors.unexpected()).toEqual([]);
  await context.close();
});

test('taps before the page is interactive: the steps show busy at once, Add to Cart opens the cart at once, and each is carried out once, in order', async ({
  browser,
  request,
}) => {
  const scent = await freshScent(request);
  const { context, page } = await line.newFirstVisit(browser);
  // The page's own clock: when each tap reached the page (dispatched: on this machine's two shared
  // cores, slowed 4×, the main thread may hold a tap back for a while; that is bench:3g's to
  // measure), when a step showed busy, when a cart showed.
  await context.addInitScript(() => {
    const seen = window as unknown as { stepAt?: number; stepBusyAt?: number; addAt?: number; cartAt?: number; cartBeforeApp?: boolean };
    addEventListener(
      'click',
      (event) => {
        const target = event.target as Element;
        if (target.closest('[data-early-tap$="-increase"]')) seen.stepAt ??= performance.now();
        if (target.closest('[data-early-tap="add-to-cart"]')) seen.addAt ??= performance.now();
      },
      true,
    );
    new MutationObserver(() => {
      if (document.querySelector('[data-early-tap$="-increase"][aria-busy="true"]')) seen.stepBusyAt ??= performance.now();
      if (document.querySelector('dialog[open], [role="dialog"]') && seen.cartAt === undefined) {
        seen.cartAt = performance.now();
        seen.cartBeforeApp = document.documentElement.dataset.interactive === undefined;
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
  });
  void page.goto(`/explore-scents/${scent.id}`);
  const button = addToCart(page);
  await expect(button).toBeVisible({ timeout: 10_000 });
  expect(await page.evaluate(() => document.documentElement.dataset.interactive), 'tapped before the page was interactive').toBeUndefined();
  // Two steps up, then Add to Cart: the cart opens at once with three, before the app is there.
  const increase = page.getByRole('main').getByRole('button', { name: 'Increase quantity' });
  await increase.click({ noWaitAfter: true });
  await increase.click({ noWaitAfter: true });
  await button.click({ noWaitAfter: true });
  const cart = page.getByRole('dialog', { name: 'Your Cart (3)' });
  await expect(cart).toBeVisible();
  await expect(cart.getByRole('heading', { name: scent.name })).toBeVisible();
  const seen = await page.evaluate(() => {
    const { stepAt, stepBusyAt, addAt, cartAt, cartBeforeApp } = window as unknown as Record<'stepAt' | 'stepBusyAt' | 'addAt' | 'cartAt', number> & {
      cartBeforeApp: boolean;
    };
    return { stepAt, stepBusyAt, addAt, cartAt, cartBeforeApp };
  });
  // Goals of 100 ms (a step's busy state) and the settled tap's 0.3 s (the early cart, before the
  // app is there: no busy state needed, the cart itself shows). bench:3g does not time these two
  // from the tap (its "tapping → cart" runs from the navigation): here, twice each goal.
  console.log(
    `poor line: early taps, busy ${Math.round(seen.stepBusyAt - seen.stepAt)} ms after the step (goal 100), the early cart ${Math.round(seen.cartAt - seen.addAt)} ms after Add to Cart (goal 300)`,
  );
  expect(seen.stepBusyAt - seen.stepAt, 'ms from the step to its busy state (twice the goal)').toBeLessThanOrEqual(grossBound(100));
  expect(seen.cartAt - seen.addAt, 'ms from Add to Cart to the cart (twice the goal)').toBeLessThanOrEqual(grossBound(300));
  // The app takes over: its cart, with totals, still three, and nothing else comes later.
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true', undefined, { timeout: 30_000 });
  await expect(cart.getByTestId('cart-total')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('dialog')).toHaveCount(1);
  // Nothing after that: the app's start is over once the page has settled (its taps carried out
  // long before, as the three in the cart show), and the cart is still the one, open, with three.
  await waitForSettled(page, 60_000);
  expect(await page.getByRole('dialog').count(), 'dialogs once the page has settled').toBe(1);
  await expect(cart).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('group', { name: `Quantity of ${scent.name}` })
      .locator('output'),
  ).toHaveText('3');
  // Kept in the device's cart: a later page shows three.
  await page.goto('/explore-scents');
  await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible({ timeout: 30_000 });
  await context.close();
});

test('an early cart works before the app is there: it closes, and its add is kept', async ({ browser, request }) => {
  const scent = await freshScent(request);
  const { context, page } = await line.newFirstVisit(browser);
  void page.goto(`/explore-scents/${scent.id}`);
  await expect(addToCart(page)).toBeVisible({ timeout: 10_000 });
  await addToCart(page).click({ noWaitAfter: true });
  const cart = page.getByRole('dialog', { name: 'Your Cart (1)' });
  await expect(cart).toBeVisible();
  await expect(cart.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/login?redirect=%2Fcheckout');
  expect(await page.evaluate(() => document.documentElement.dataset.interactive), 'closed before the page was interactive').toBeUndefined();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(addToCart(page)).toBeFocused();
  // Closed, the app does not open it again; the add is made all the same.
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true', undefined, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Cart, 1 items' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.close();
});

// The goal for a settled tap: the cart painted within 0.3 s of the finger down, at 4x CPU
// (bench:3g read 88-141 ms on this machine once a catalogue page was 399 elements, not 606, and
// the product page's reviews' stars one element each). bench:3g measures it ("settled tap →
// cart"); here it is held to twice the goal: a loaded host read 384 ms once.
const SETTLED_TAP_GOAL_MS = 300;

test('once the page has settled, a tap opens the cart within 0.3 s, in its own task, from code the page already has', async ({ browser, request }) => {
  const scent = await freshScent(request);
  const { context, page } = await line.newFirstVisit(browser);
  const fetched: Array<{ at: number; path: string }> = [];
  page.on('request', (sent) => fetched.push({ at: Date.now(), path: new URL(sent.url()).pathname }));
  // Settled as bench:3g settles a page (scripts/perf/poor-line-visit.ts): loaded, interactive a
  // while, and the line quiet; then one tap at Add to Cart's centre, timed on the page's clock
  // from the finger down to the frame that showed the cart (Event Timing, as INP counts).
  const { tapToCartMs, tappedAt } = await measureSettledTap(page, `/explore-scents/${scent.id}`);
  await expect(cartDialog(page).getByRole('heading', { name: scent.name })).toBeVisible();
  console.log(`poor line: a settled tap, the cart painted ${tapToCartMs} ms after the finger down (goal ${SETTLED_TAP_GOAL_MS})`);
  expect((await readProbe(page)).cartOpenBy, "the cart was painted by the tap's own handling").toBe('input');
  expect(tapToCartMs, 'ms from the finger down to the cart painted (twice the goal)').toBeLessThanOrEqual(grossBound(SETTLED_TAP_GOAL_MS));
  // The cart's code (its store, the device database, its dialog) was on the page before the tap.
  const afterTap = fetched.filter(({ at, path }) => at >= tappedAt! && /\/(cart|local-db|dexie|add-to-cart|dialog|use-cart)[\w.-]*\.js$/.test(path));
  expect(
    afterTap.map(({ path }) => path),
    'cart code fetched after the tap',
  ).toEqual([]);
  await context.close();
});

test('within 20 s of a first visit the shop says once that it is ready offline, and /, the catalogue and the scent seen open offline', async ({
  browser,
  request,
}) => {
  const scent = await freshScent(request);
  const { context, page } = await line.newFirstVisit(browser);
  await recordWorkerRegistration(page);
  const started = Date.now();
  await page.goto(`/explore-scents/${scent.id}`);
  await expect(page.getByRole('status').filter({ hasText: messages.readyOffline })).toBeVisible({ timeout: 60_000 });
  const readyMs = Date.now() - started;
  console.log(`poor line: "${messages.readyOffline}" ${readyMs} ms after the navigation (goal ${READY_OFFLINE_GOAL_MS})`);
  expect(readyMs, 'ms from the navigation to ready offline (twice the goal)').toBeLessThanOrEqual(grossBound(READY_OFFLINE_GOAL_MS));
  // Though the worker was asked for only once the page had settled (main.tsx).
  const { settledAt, registeredAt } = await workerTimeline(page);
  expect(registeredAt!, 'the worker asked for once the page had settled').toBeGreaterThanOrEqual(settledAt!);

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/explore-scents');
  await expect(page.getByRole('heading', { name: 'Explore Scents', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  await page.goto(`/explore-scents/${scent.id}`);
  await expect(page.getByRole('heading', { name: scent.name, level: 1 })).toBeVisible();
  // Said once on a device: not again on the next page.
  await expect(page.getByText(messages.readyOffline)).toHaveCount(0);
  await context.close();
});

test('offline before the rest was kept, a page not kept yet says so plainly', async ({ browser, request }) => {
  const scent = await freshScent(request);
  const { context, page } = await line.newFirstVisit(browser);
  await page.goto(`/explore-scents/${scent.id}`);
  // In control (the small install), before the rest of the build (the pricing page's code) was kept.
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 60_000 });
  await context.setOffline(true);
  await page.goto('/pricing-plans');
  await expect(page.getByText(m.page_not_saved_offline())).toBeVisible({ timeout: 15_000 });
  await context.close();
});

test('a page whose hydration fails still ends with working controls, and the server hears of it once', async ({ page, request }) => {
  const scent = await freshScent(request);
  // The page as the server sent it, but for one word: React finds a mismatch while hydrating.
  await page.route(`**/explore-scents/${scent.id}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('5 mL sample, about 100 sprays', '5 mL sample, about 99 sprays');
    await route.fulfill({ response, body: html });
  });
  const reports: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/client-errors')) reports.push(sent.postData() ?? '');
  });
  await page.goto(`/explore-scents/${scent.id}`);
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
  await page.getByRole('main').getByRole('button', { name: 'Increase quantity' }).click();
  await addToCart(page).click();
  await expect(page.getByRole('dialog', { name: 'Your Cart (2)' })).toBeVisible();
  await expect.poll(() => reports.length).toBe(1);
  expect(JSON.parse(reports[0]!)).toMatchObject({ kind: 'hydration', page: `/explore-scents/${scent.id}` });
});
