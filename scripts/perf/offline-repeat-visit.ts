// How long a returning shopper with no connection waits for the catalogue: a first visit online
// (the service worker installs and precaches the shell; the catalogue goes into the persisted
// query cache and the device's database), then the network goes away and /explore-scents is
// opened again, several times. Measured in the page: from navigation start to the first product
// card in the document.
import { chromium } from '@playwright/test';

export type OfflineReport = { medianMs: number; runsMs: number[] };

export async function offlineRepeatVisit(url: string, repeats = 5): Promise<OfflineReport> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
    // A string, not a function: tsx (which runs this script) would wrap named functions in a helper
    // the page does not have.
    await context.addInitScript(`
      new MutationObserver(function (records, observer) {
        if (!document.querySelector('main article')) return;
        window.__catalogueShownAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    `);
    const page = await context.newPage();
    await page.goto(`${url}/explore-scents`);
    await page.locator('main article').first().waitFor();
    // The service worker must control the page (it registers once the page has loaded) and the
    // persisted cache be written (throttled to one write a second) before going offline.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
    await page.waitForTimeout(3000);
    await context.setOffline(true);

    const runsMs: number[] = [];
    for (let i = 0; i < repeats; i += 1) {
      await page.goto(`${url}/explore-scents`);
      await page.locator('main article').first().waitFor({ timeout: 30_000 });
      const shownAt = await page.evaluate(() => (window as unknown as { __catalogueShownAt?: number }).__catalogueShownAt);
      if (shownAt === undefined) throw new Error('the catalogue was shown but its time was not recorded');
      runsMs.push(Math.round(shownAt));
    }
    const sorted = [...runsMs].sort((a, b) => a - b);
    return { medianMs: sorted[Math.floor(sorted.length / 2)]!, runsMs };
  } finally {
    await browser.close();
  }
}
