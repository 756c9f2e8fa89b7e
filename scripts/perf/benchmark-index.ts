// This machine's CPU power as Lighthouse measures it (its `benchmarkIndex`, docs/throttling.md):
// Lighthouse's own page function, run in an unthrottled blank page as Lighthouse runs it before
// a navigation. The median of a few samples, as one sample moves with the machine's load.
import type { Browser } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

export async function measureBenchmarkIndex(browser: Browser, samples = 3): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // Its source, not the function: Playwright would serialise it anyway, and this keeps it
    // exactly as Lighthouse ships it.
    const source = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    const indexes: number[] = [];
    for (let i = 0; i < samples; i += 1) indexes.push(Number(await page.evaluate(source)));
    indexes.sort((a, b) => a - b);
    return indexes[Math.floor(indexes.length / 2)]!;
  } finally {
    await context.close();
  }
}
