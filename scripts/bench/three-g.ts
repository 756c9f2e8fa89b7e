// `npm run bench:3g`: what a person on a poor line meets (issue 26; shared/notes/poor-line.md).
// The built app (DIST_DIR or dist/) on the real server and a fresh seeded database, behind the
// slow-line relay (LINE_RTT_MS, default 400; LINE_KBPS, default 400, shared by every connection
// each way), opened by Chromium as a 390 px touch phone whose CPU is slowed 4× and then by the
// slowdown calibrated from this machine's benchmarkIndex. Home, catalogue and a product page, each
// a first visit (fresh context) and a repeat (the same context, a new tab); on the product page
// Add to Cart is tapped every 250 ms from the moment it shows until the cart opens, and once
// more on a page left to settle. BENCH_RUNS (1) runs of each, medians printed;
// LINE_OFFLINE_WAIT_S (90) caps the wait for the service worker and "Ready to use offline".
// BENCH_PAGES (home,catalogue,product) and BENCH_CPU (4,calibrated) narrow a run: for instance
// `BENCH_PAGES=product BENCH_CPU=calibrated BENCH_RUNS=10` for ten product visits at a phone's
// slowdown, each run's taps printed as it ends. BENCH_STACKS=1 prints each page error's stack
// (a React error names the path it came by: an event's dispatch, a sync flush). The cart's times
// are to the frame that presented it (scripts/perf/visit-probe.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from '@playwright/test';
import { LANDING_PAGES } from '../perf/budgets.ts';
import { measureBenchmarkIndex } from '../perf/benchmark-index.ts';
import { snapshotBuild } from '../perf/build-snapshot.ts';
import { calibratedSlowdown } from '../perf/calibrated-slowdown.ts';
import { launchPhoneBrowser, newPhoneContext, newThrottledPage, PHONE } from '../perf/poor-line-browser.ts';
import { measureSettledTap, measureVisit, TAP_WAIT_MS } from '../perf/poor-line-visit.ts';
import { root, serveBuiltApp } from '../perf/serve-built-app.ts';
import { lineSettingsFromEnv, startSlowLineRelay, type SlowLineRelay } from '../perf/slow-line-relay.ts';
import { OFFLINE_READY_TEXT } from '../perf/visit-probe.ts';
import { printTable, type Row } from './three-g-table.ts';

const line = lineSettingsFromEnv();
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const offlineWaitS = Number(process.env.LINE_OFFLINE_WAIT_S ?? 90);
const pagesWanted = new Set((process.env.BENCH_PAGES ?? 'home,catalogue,product').split(',').map((name) => name.trim()));
const cpuWanted = new Set((process.env.BENCH_CPU ?? '4,calibrated').split(',').map((rate) => rate.trim()));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Whether any file of the build says one of `texts` (else waiting for it would only cost the cap). */
function buildSays(directories: string[], ...texts: string[]): boolean {
  return directories.some((directory) =>
    (readdirSync(directory, { recursive: true, encoding: 'utf8' }) as string[]).some((file) => {
      if (!/\.(js|html)$/.test(file)) return false;
      const source = readFileSync(join(directory, file), 'utf8');
      return texts.some((text) => source.includes(text));
    }),
  );
}

async function productInStock(url: string): Promise<string> {
  const featured = (await (await fetch(`${url}/api/products/featured`)).json()) as Array<{ id: string; countInStock: number }>;
  const product = featured.find((p) => p.countInStock > 0);
  if (!product) throw new Error('bench:3g: no featured product in stock');
  return product.id;
}

type Measured = { first: Row['runs'][number]; repeat: Row['runs'][number] };

const ms = (value: number | undefined) => (value === undefined ? 'never' : `${Math.round(value)} ms`);

/** One product run's taps, so a spread or a cart that never opened shows beside the medians. */
const runTaps = ({ first, repeat }: Measured) =>
  `: tapping → cart ${ms(first.cartOpenMs)} / ${ms(repeat.cartOpenMs)}, settled tap ${ms(first.settledTapMs)} / ${ms(repeat.settledTapMs)} (first / repeat)` +
  (first.pageErrors.length + repeat.pageErrors.length > 0 ? `, page errors: ${[...first.pageErrors, ...repeat.pageErrors].join(' | ')}` : '') +
  [first.deviceDb, repeat.deviceDb].map((db, i) => (db ? `, ${i === 0 ? 'first' : 'repeat'}: ${db}` : '')).join('');

type BuildMarks = { expectOfflineText: boolean; expectInteractive: boolean };

/**
 * A first visit and a repeat (a new tab) in one context, then on a product page a settled tap in
 * that context (a third visit, reported on the repeat's row) and in a fresh one (the first's row).
 */
async function visitPage(browser: Browser, relay: SlowLineRelay, url: string, product: boolean, cpuRate: number, marks: BuildMarks): Promise<Measured> {
  const options = { relay, url, product, offlineWaitMs: offlineWaitS * 1000, ...marks };
  const context = await newPhoneContext(browser, cpuRate);
  let first: Measured['first'];
  let repeat: Measured['repeat'];
  try {
    const firstPage = await newThrottledPage(context);
    first = await measureVisit(firstPage, options);
    await firstPage.close();
    const repeatPage = await newThrottledPage(context);
    repeat = await measureVisit(repeatPage, options);
    await repeatPage.close();
    if (product) repeat.settledTapMs = (await measureSettledTap(await newThrottledPage(context), url)).tapToCartMs;
  } finally {
    await context.close();
    // What the closed context still had on the line must not slow the next visit.
    relay.setOffline(true);
    relay.setOffline(false);
  }
  if (product) {
    const fresh = await newPhoneContext(browser, cpuRate);
    try {
      first.settledTapMs = (await measureSettledTap(await newThrottledPage(fresh), url)).tapToCartMs;
    } finally {
      await fresh.close();
      relay.setOffline(true);
      relay.setOffline(false);
    }
  }
  return { first, repeat };
}

const build = await snapshotBuild(resolve(root, process.env.DIST_DIR ?? 'dist'));
process.once('exit', () => build.remove());
const app = await serveBuiltApp({ distDir: build.distDir, ssrEntry: build.ssrEntry });
const relay = await startSlowLineRelay({ targetPort: Number(new URL(app.url).port), ...line });
const browser = await launchPhoneBrowser();
try {
  const productId = await productInStock(app.url);
  // The server renders each page once and keeps it: rendered here, not inside a first visit.
  for (const page of LANDING_PAGES(productId)) await (await fetch(`${app.url}${page.path}`)).arrayBuffer();
  const builds = [app.distDir, join(build.ssrEntry, '..')];
  const offlineTextInBuild = buildSays(builds, OFFLINE_READY_TEXT);
  const marks = { expectOfflineText: offlineTextInBuild, expectInteractive: buildSays(builds, 'dataset.interactive', 'data-interactive') };
  const benchmarkIndex = await measureBenchmarkIndex(browser);
  const calibrated = calibratedSlowdown(benchmarkIndex);
  const rates = [...(cpuWanted.has('4') ? [4] : []), ...(calibrated === undefined || !cpuWanted.has('calibrated') ? [] : [Math.round(calibrated * 10) / 10])];
  const pages = LANDING_PAGES(productId).filter((page) => pagesWanted.has(page.name));

  console.log(`bench:3g on ${cpus().length} CPUs, load average ${load()}; a copy of the build in ${process.env.DIST_DIR ?? 'dist'}/ and build/ssr/`);
  console.log(
    `line: ${line.rttMs} ms round trip, ${line.kbitPerSecond} kbit/s each way shared by every connection, a round trip per new connection (relay ${relay.url} → ${app.url})`,
  );
  console.log(
    `phone: ${PHONE.viewport.width}×${PHONE.viewport.height} @${PHONE.deviceScaleFactor}x, touch; CPU ${rates.map((r) => `${r}×`).join(' then ')} (benchmarkIndex ${Math.round(benchmarkIndex)}${calibrated === undefined ? ': too slow to calibrate' : ` → ${calibrated.toFixed(1)}×`})`,
  );
  console.log(
    `product page: /explore-scents/${productId}; ${runs} run(s) each, medians; in the build: "${OFFLINE_READY_TEXT}" ${offlineTextInBuild ? 'yes' : 'no'}, data-interactive ${marks.expectInteractive ? 'yes' : 'no'}`,
  );

  const rows: Row[] = [];
  for (const rate of rates) {
    const measured = new Map<string, Measured[]>();
    // Runs go round the pages, so a burst of load elsewhere on the machine does not land on all
    // the runs of one page.
    for (let run = 0; run < runs; run += 1) {
      for (const page of pages) {
        const isProduct = page.name === 'product';
        const result = await visitPage(browser, relay, `${relay.url}${page.path}`, isProduct, rate, marks);
        measured.set(page.name, [...(measured.get(page.name) ?? []), result]);
        console.log(`  ${rate}× ${page.name} run ${run + 1}/${runs} done (load ${load()})${isProduct ? runTaps(result) : ''}`);
      }
    }
    for (const page of pages) {
      const results = measured.get(page.name)!;
      const product = page.name === 'product';
      rows.push({ page: page.name, visit: 'first', cpu: `${rate}×`, product, runs: results.map((r) => r.first) });
      rows.push({ page: page.name, visit: 'repeat', cpu: `${rate}×`, product, runs: results.map((r) => r.repeat) });
    }
  }
  console.log('');
  printTable(rows, { tapWaitS: TAP_WAIT_MS / 1000, offlineWaitS, offlineTextInBuild });
  console.log(
    `\nworks: <html data-interactive="true">, or in a build without that mark, Add to Cart enabled ("enabled"). qty: "Your Cart (N)" once open (Add to Cart sets the line to the stepper's quantity: 1 however often it ran).`,
  );
  console.log(`Times from the navigation's start; the settled tap from the finger down to the cart painted. Load average after: ${load()}`);
} finally {
  await browser.close();
  await relay.close();
  await app.close();
}
