// One visit on the poor line as a person makes it (shared/notes/poor-line.md): open the page and,
// on a product page, tap Add to Cart every 250 ms from the moment it shows until the cart opens;
// then wait for the page to be ready offline. And a tap on a page left to settle. Every moment is
// in ms from the navigation's start, recorded in the page (visit-probe.ts).
import type { Page } from '@playwright/test';
import { readProbe, type ProbeTimes } from './visit-probe.ts';
import type { SlowLineRelay } from './slow-line-relay.ts';

const TAP_EVERY_MS = 250;
/** How long a person goes on tapping, from the navigation, before giving up. */
export const TAP_WAIT_MS = 60_000;
/** A repeat visit under a service worker may never say "ready" again: how long to wait for it. */
const READY_TEXT_WAIT_WHEN_CONTROLLED_MS = 10_000;
const SETTLE_CAP_MS = 60_000;

export type VisitResult = {
  firstContentMs?: number;
  addToCartVisibleMs?: number;
  /** When the app handles a tap: `data-interactive`, or where the app has none, the button enabled. */
  worksMs?: number;
  worksBy?: 'interactive' | 'enabled';
  /** Tapping from the start: navigation to the cart dialog painted. */
  cartOpenMs?: number;
  taps?: number;
  /** The cart's quantity once it opened ("Your Cart (N)"). */
  cartCount?: number;
  swControlMs?: number;
  offlineTextMs?: number;
  /** How long the visit waited for the "ready" text (shorter on a repeat already under control). */
  offlineWaitedMs: number;
  bytesDown: number;
  /** Uncaught errors of the page (React's #345 when hydration gave up, say). */
  pageErrors: string[];
  /** When tapping never opened the cart: whether IndexedDB itself still answers on that page. */
  deviceDb?: string;
};

export type VisitOptions = {
  relay: SlowLineRelay;
  url: string;
  /** A product page: tap Add to Cart from the start. */
  product: boolean;
  /** From the navigation, how long to wait for the service worker and the "ready" text. */
  offlineWaitMs: number;
  /** False when the build has no such text: then waiting for it would only cost the cap. */
  expectOfflineText: boolean;
  /** The build sets `data-interactive`: then the button enabled does not stand in for it. */
  expectInteractive: boolean;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A visit in `page` (already slowed, of a fresh context for a first visit). */
export async function measureVisit(page: Page, options: VisitOptions): Promise<VisitResult> {
  const { relay, url, product, offlineWaitMs, expectOfflineText, expectInteractive } = options;
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => {
    pageErrors.push(error.message.split(/[;\n]/)[0]!.slice(0, 160));
    if (process.env.BENCH_STACKS) console.log('STACK', error.stack);
  });
  relay.resetCounters();
  const navigatedAt = Date.now();
  await page.goto(url, { waitUntil: 'commit', timeout: offlineWaitMs });
  const tapping = product ? await tapUntilCartOpens(page, navigatedAt + TAP_WAIT_MS) : undefined;
  const probe = await waitUntilOfflineReady(page, navigatedAt + offlineWaitMs, expectOfflineText);
  const works = worksAt(probe, expectInteractive);
  return {
    firstContentMs: probe.firstContent,
    addToCartVisibleMs: product ? probe.buttonVisible : undefined,
    worksMs: works?.ms,
    worksBy: works?.by,
    cartOpenMs: probe.cartOpen,
    taps: tapping?.taps,
    cartCount: tapping?.cartCount,
    swControlMs: probe.swControl,
    offlineTextMs: probe.offlineText,
    offlineWaitedMs: Date.now() - navigatedAt,
    bytesDown: relay.bytesDown(),
    pageErrors,
    deviceDb: product && probe.cartOpen === undefined ? await askDeviceDb(page) : undefined,
  };
}

/**
 * Opens every database of the page's origin with the browser's own IndexedDB, bypassing the app:
 * tells a database that never answers (the browser's side) from an app that never asked.
 */
function askDeviceDb(page: Page): Promise<string> {
  // A string, not a function: tsx names inner functions with a helper the page does not have
  // (visit-probe.ts says the same).
  return page
    .evaluate<string>(
      `(async () => {
      const names = (await indexedDB.databases()).map((db) => db.name || '');
      const opened = await Promise.all(names.map((name) => new Promise((resolve) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => { request.result.close(); resolve(name + ' opened'); };
        request.onerror = () => resolve(name + ' error ' + (request.error && request.error.name));
        request.onblocked = () => resolve(name + ' blocked');
        setTimeout(() => resolve(name + ' no answer in 5 s'), 5000);
      })));
      return opened.join(', ') || 'no database';
    })()`,
    )
    .catch((error: Error) => `page did not answer: ${error.message.slice(0, 80)}`);
}

function worksAt(probe: ProbeTimes, expectInteractive: boolean): { ms: number; by: 'interactive' | 'enabled' } | undefined {
  if (probe.interactive !== undefined) return { ms: probe.interactive, by: 'interactive' };
  if (probe.buttonEnabled !== undefined && !expectInteractive) return { ms: probe.buttonEnabled, by: 'enabled' };
  return undefined;
}

type Look = { cartOpen?: number; centre?: { x: number; y: number } };

/**
 * Where Add to Cart is (scrolled into view the first time it shows, as a thumb would), and whether
 * the cart is open. One small evaluate: it waits for the page's main thread, which is busy.
 */
function look(page: Page): Promise<Look> {
  return page.evaluate(() => {
    const probe = (window as unknown as { __poorLine?: { cartOpen?: number; buttonVisible?: number; _scrolled?: boolean } }).__poorLine ?? {};
    const button = [...document.getElementsByTagName('button')].find((b) => b.textContent?.trim() === 'Add to Cart');
    if (!button || probe.buttonVisible === undefined) return { cartOpen: probe.cartOpen };
    if (!probe._scrolled) {
      probe._scrolled = true;
      button.scrollIntoView({ block: 'center' });
    }
    const box = button.getBoundingClientRect();
    return { cartOpen: probe.cartOpen, centre: { x: box.x + box.width / 2, y: box.y + box.height / 2 } };
  });
}

/** Reads "Your Cart (N)" from the dialog, or "Cart, N items" from the navbar's button. */
function cartCount(page: Page): Promise<number | undefined> {
  return page.evaluate(() => {
    const dialog = document.querySelector('dialog[open], [role="dialog"]');
    const title = dialog?.getAttribute('aria-labelledby');
    const inTitle = /Your Cart \((\d+)\)/.exec(document.getElementById(title ?? '')?.textContent ?? dialog?.textContent ?? '');
    const inNavbar = /^Cart, (\d+) items?/.exec(document.querySelector('[aria-label^="Cart, "]')?.getAttribute('aria-label') ?? '');
    const found = inTitle?.[1] ?? inNavbar?.[1];
    return found === undefined ? undefined : Number(found);
  });
}

/**
 * Taps where the button is every 250 ms, without waiting for the page: a person's taps queue in
 * the browser while the main thread is busy, and so do these (Input.dispatchTouchEvent at the
 * button's centre). Locating the button needs the main thread, so it runs beside the taps.
 */
async function tapUntilCartOpens(page: Page, deadline: number): Promise<{ taps: number; cartCount?: number }> {
  let centre: { x: number; y: number } | undefined;
  let open = false;
  const following = (async () => {
    while (!open && Date.now() < deadline) {
      const seen = await look(page).catch((): Look => ({}));
      centre = seen.centre ?? centre;
      if (seen.cartOpen !== undefined) open = true;
      else await sleep(TAP_EVERY_MS);
    }
  })();
  let taps = 0;
  while (!open && Date.now() < deadline) {
    if (centre) {
      taps += 1;
      void page.touchscreen.tap(centre.x, centre.y).catch(() => {});
    }
    await sleep(TAP_EVERY_MS);
  }
  await following;
  if (!open) return { taps };
  // Taps still queued land on the dialog's backdrop; the count is read once they have.
  await sleep(1000);
  return { taps, cartCount: await cartCount(page).catch(() => undefined) };
}

async function waitUntilOfflineReady(page: Page, deadline: number, expectText: boolean): Promise<ProbeTimes> {
  for (;;) {
    const probe = await readProbe(page);
    const controlled = probe.swControl !== undefined;
    const textDone =
      !expectText || probe.offlineText !== undefined || (probe.swControl === 0 && Date.now() - probe.timeOrigin > READY_TEXT_WAIT_WHEN_CONTROLLED_MS);
    if ((controlled && textDone) || Date.now() >= deadline) return probe;
    await sleep(500);
  }
}

/**
 * Opens `url` in `page`, waits for the page to settle, taps Add to Cart once and returns the ms
 * from the finger down to the cart painted. Settled: after the load event, 5 s without a request
 * of the page's (the service worker's downloads may go on for a minute; a person does not see
 * them) and `data-interactive` 3 s old, or where the app has no such mark, the button enabled.
 * Both, not either: 3 s after `interactive` the page may still be fetching the code a tap needs,
 * and then the tap measures the line, not a settled page. At most a minute after the load.
 */
export async function measureSettledTap(page: Page, url: string, waitMs = 15_000): Promise<{ tapToCartMs?: number; settledAtMs: number; tappedAt?: number }> {
  let inFlight = 0;
  let lastActivity = Date.now();
  const activity = (change: number) => () => {
    inFlight += change;
    lastActivity = Date.now();
  };
  page.on('request', activity(1));
  page.on('requestfinished', activity(-1));
  page.on('requestfailed', activity(-1));
  await page.goto(url, { waitUntil: 'load', timeout: SETTLE_CAP_MS * 2 });
  const loadedAt = Date.now();
  let probe = await readProbe(page);
  for (;;) {
    const sinceNavigation = Date.now() - probe.timeOrigin;
    const ready = probe.interactive !== undefined ? sinceNavigation >= probe.interactive + 3000 : probe.buttonEnabled !== undefined;
    const quiet = inFlight <= 0 && Date.now() - lastActivity >= 5000;
    if ((ready && quiet) || Date.now() - loadedAt >= SETTLE_CAP_MS) break;
    await sleep(250);
    probe = await readProbe(page);
  }
  const settledAtMs = Math.round(Date.now() - probe.timeOrigin);
  const { centre } = await look(page);
  if (!centre) return { settledAtMs };
  const tappedAt = Date.now();
  await page.touchscreen.tap(centre.x, centre.y);
  while (probe.cartOpen === undefined && Date.now() - tappedAt < waitMs) {
    await sleep(50);
    probe = await readProbe(page);
  }
  if (probe.cartOpen === undefined) return { settledAtMs, tappedAt };
  // The tap's own entry (its frame presented) may come a moment after the fallback's reading.
  if (probe.cartOpenBy !== 'input') {
    await sleep(500);
    probe = await readProbe(page);
  }
  const fingerDown = probe.lastTouch ?? tappedAt - probe.timeOrigin;
  return { tapToCartMs: probe.cartOpen! - fingerDown, settledAtMs, tappedAt };
}
