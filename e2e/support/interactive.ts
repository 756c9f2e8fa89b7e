// The page has been taken over by its script (src/ui/early-taps.ts sets the mark): its links
// navigate in the app and its controls answer at once. Before that a tap is kept for later, so a
// control being enabled no longer says the page is hydrated.
import type { Page } from '@playwright/test';

export async function waitForInteractive(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true', undefined, { timeout });
}
