// Lighthouse from npm (pinned in package.json) driving the installed Chromium: never a browser
// download. The default config is the mobile preset: a mid-range phone on simulated slow 4G
// (150 ms RTT, 1.6 Mbps down) with 4× CPU slowdown.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import type { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { medianByPerformance } from './median-run.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export type PageAudit = {
  name: string;
  path: string;
  /** 0–100 per category, of the median run. */
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every performance score of the runs, to see how noisy the machine was. */
  runs: number[];
  /** Failing accessibility audits of the median run, to say what to fix. */
  accessibilityFailures: string[];
  /** This machine's CPU power as Lighthouse measured it in the median run (docs/throttling.md). */
  benchmarkIndex: number;
};

export type AuditOptions = { runs: number; /** Instead of the preset's 4×. */ cpuSlowdownMultiplier?: number };

export type Chrome = { port: number; kill: () => void };

/**
 * `--hide-scrollbars`, as Puppeteer and Playwright launch headless Chromium (our e2e tests and
 * bench:3g already run with it): under the mobile preset's emulation every page, a plain static
 * one included, flashes an overlay scrollbar as it loads, twenty frames in about 300 ms, each
 * composited in software (`--disable-gpu`) and captured as a screenshot for Lighthouse's
 * filmstrip: 150–280 ms of the display compositor's thread in the 1.5 s after first paint, on a
 * two-core machine, while the page hydrates. Lighthouse multiplies the page's tasks as it saw
 * them by 4, stretched by whatever took the CPU meanwhile (docs/perf-log.md#2026-11-27-budget-contention).
 */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--hide-scrollbars'];

export async function launchChrome(): Promise<Chrome> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  return { port: chrome.port, kill: () => void chrome.kill() };
}

type Lhr = Parameters<typeof computeMedianRun>[0][number];

async function runOnce(chrome: Chrome, url: string, cpuSlowdownMultiplier: number | undefined, attempts = 3): Promise<Lhr> {
  const throttling = cpuSlowdownMultiplier === undefined ? undefined : { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier };
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ...(throttling ? { throttling } : {}),
  });
  const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
  if (!error) return result!.lhr;
  // A trace that failed to record (NO_NAVSTART, NO_FCP on a starved CPU) says nothing about the
  // page: Lighthouse itself says to run again.
  if (attempts > 1) {
    console.warn(`lighthouse: ${url}: ${error.code}, running again`);
    return runOnce(chrome, url, cpuSlowdownMultiplier, attempts - 1);
  }
  throw new Error(`Lighthouse could not measure ${url}: ${error.message}`);
}

function summarise(name: string, path: string, median: Lhr, runs: Lhr[]): PageAudit {
  const score = (category: Category) => Math.round((median.categories[category]?.score ?? 0) * 100);
  const numeric = (id: string) => median.audits[id]?.numericValue ?? Number.NaN;
  const refs: Array<{ id: string; weight: number }> = median.categories.accessibility?.auditRefs ?? [];
  const accessibilityFailures = refs
    .filter((ref) => ref.weight > 0 && median.audits[ref.id]?.score === 0)
    .map((ref) => `${ref.id}: ${median.audits[ref.id]?.title ?? ''}`);
  return {
    name,
    path,
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    runs: runs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)),
    accessibilityFailures,
    benchmarkIndex: median.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/**
 * `runs` Lighthouse runs of each page, reporting the run with the median performance score
 * (medianByPerformance). Runs alternate between pages so that a burst of load from other
 * processes on this machine does not land on all the runs of one page. Nothing waits for a quiet
 * machine or measures a run again on a slow host: the goal is read as measured, and CI gates only
 * on what such a host cannot move (docs/decisions/2026-12-07-ci-gates.md).
 */
export async function auditPages(
  chrome: Chrome,
  base: string,
  pages: Array<{ name: string; path: string }>,
  { runs, cpuSlowdownMultiplier }: AuditOptions,
): Promise<PageAudit[]> {
  const results = new Map<string, Lhr[]>(pages.map((p) => [p.name, []]));
  // A run nobody reads first: in a Chromium just launched, the first Lighthouse run composited and
  // captured a frame every 16 ms for half a second after first paint (31–39 screenshots against 5–8
  // in every later run, the same page or another), whatever the page: the instrument warming up.
  if (pages[0]) await runOnce(chrome, `${base}${pages[0].path}`, cpuSlowdownMultiplier);
  for (let run = 0; run < runs; run += 1) {
    for (const page of pages) results.get(page.name)!.push(await runOnce(chrome, `${base}${page.path}`, cpuSlowdownMultiplier));
  }
  return pages.map((page) => {
    const lhrs = results.get(page.name)!;
    return summarise(page.name, page.path, medianByPerformance(lhrs), lhrs);
  });
}
