// Page health for browser tests: no console errors and no uncaught exceptions while a page is
// used, and no serious or critical axe violations (DESIGN §6: accessibility with axe).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export type PageErrors = {
  /** Everything logged as an error or thrown, less what the test said it expects. */
  unexpected: () => string[];
  /**
   * Declares an error the test provokes on purpose: the browser itself logs every 4xx answer
   * ("Failed to load resource: … 400"), e.g. for a second review of the same scent.
   */
  allow: (pattern: RegExp) => void;
};

/**
 * An API read that failed inside the service worker (its catch handler answers a network error):
 * what a read the device has not kept does offline. Without the worker the same read fails as
 * ERR_INTERNET_DISCONNECTED. Pictures never: offline the worker draws a placeholder for them.
 */
export const OFFLINE_API_READ_FAILED = /^console: Failed to load resource: net::ERR_FAILED \(https?:\/\/[^/]+\/api\//;

/** Starts recording console errors and uncaught exceptions. */
export function recordPageErrors(page: Page): PageErrors {
  const errors: string[] = [];
  const allowed: RegExp[] = [];
  page.on('console', (message) => {
    // The browser's "Failed to load resource" does not name it: its location does.
    if (message.type() === 'error')
      errors.push(`console: ${message.text()}${/^Failed to load resource/.test(message.text()) ? ` (${message.location().url})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return {
    unexpected: () => errors.filter((e) => !allowed.some((pattern) => pattern.test(e))),
    allow: (pattern) => allowed.push(pattern),
  };
}

export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
}
