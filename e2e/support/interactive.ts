// The page has been taken over by its script (src/platform/page-lifecycle/early-taps.ts sets the mark): its links
// navigate in the app and its controls answer at once. Before that a tap is kept for later, so a
// control being enabled no longer says the page is hydrated.
import type { Page } from '@playwright/test';

export async function waitForInteractive(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true', undefined, { timeout });
}

/**
 * The page has settled (src/platform/page-lifecycle/after-page-load.ts marks `sillage:settled` on its timeline): loaded,
 * left to the shopper for a few seconds, and its background work (the device database, the
 * modals' code, the PWA layer, the service worker) begun. Whatever the page's start does, it has
 * started doing by now.
 */
export async function waitForSettled(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('sillage:settled').length > 0, undefined, { timeout });
}
