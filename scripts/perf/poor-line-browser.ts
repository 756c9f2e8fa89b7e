// The phone of the poor-line measurements (shared/notes/poor-line.md): the installed Chromium, a
// 390 px touch screen and a main thread slowed by CDP, every page of a context slowed alike.
// The network is not throttled here: the slow-line relay in front of the server is the line.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { VISIT_PROBE_SCRIPT } from './visit-probe.ts';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

/** A common phone of 2026: 390×844 CSS px at 3 device pixels each, touch. */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } as const;

export function launchPhoneBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** Slows the page's main thread `rate` times (1: not at all), as Lighthouse and DevTools do. */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * A fresh context (empty cache, no service worker, no storage: a first visit) whose pages record
 * the visit's moments (visit-probe.ts). Pages the app opens itself are slowed too, as soon as
 * Playwright sees them; open the measured ones with `newThrottledPage`, slowed before they load.
 */
export async function newPhoneContext(browser: Browser, cpuRate: number, baseURL?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, ...(baseURL ? { baseURL } : {}) });
  await context.addInitScript(VISIT_PROBE_SCRIPT);
  throttled.set(context, cpuRate);
  // Also fires for the pages of newThrottledPage, which then slow theirs twice to the same rate.
  context.on('page', (page) => void throttleCpu(page, cpuRate).catch(() => {}));
  return context;
}

const throttled = new WeakMap<BrowserContext, number>();

/** A page of the context, its CPU slowed before anything is loaded in it. */
export async function newThrottledPage(context: BrowserContext, cpuRate = throttled.get(context) ?? 1): Promise<Page> {
  const page = await context.newPage();
  await throttleCpu(page, cpuRate);
  return page;
}
