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

/** Starts recording console errors and uncaught exceptions. */
export function recordPageErrors(page: Page): PageErrors {
  const errors: string[] = [];
  const allowed: RegExp[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
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
