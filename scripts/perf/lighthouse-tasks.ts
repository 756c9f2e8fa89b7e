// `npm run perf:tasks -- <url> [runs]`: what Lighthouse's TBT is made of, for the budget's work
// (docs/perf-log.md#2026-11-27-budget-contention). Runs Lighthouse's mobile preset on one page in
// the budget's Chromium and prints, per run, its score, FCP, TBT and TTI, the long tasks of
// Lighthouse's simulated timeline between those two (what TBT is summed from), then every task of the
// page's main thread from first paint on that lasted over 12.5 ms on the clock (50 ms once
// Lighthouse multiplies it by 4), with its thread time (how much was the page's own work and how
// much was waiting for a core) and what ran inside it.
import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { launchChrome } from './lighthouse-audit.ts';

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
};

const [url, runsArg] = process.argv.slice(2);
if (!url) {
  console.error('usage: npm run perf:tasks -- <url> [runs]');
  process.exit(2);
}
const ms = (microseconds = 0) => Math.round(microseconds / 1000);
// LIGHTHOUSE_CPU: another slowdown than the preset's 4×, to read this page as a slower host would
// (CI's hosts ran at 0.5-0.7 of this one's benchmarkIndex: 6 to 8 here stands for 4 there).
const cpu = process.env.LIGHTHOUSE_CPU ? Number(process.env.LIGHTHOUSE_CPU) : undefined;
const throttling = cpu === undefined ? {} : { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu } };
/** Thread time of each of the browser's threads over [from, to): what competed with the page's main thread. */
function busiestThreads(events: TraceEvent[], from: number, to: number): string {
  const names = new Map(events.filter((e) => e.ph === 'M' && e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args?.name ?? '?']));
  const time = new Map<string, number>();
  // Top-level slices only (nested ones are inside their parent's time): RunTask and its kin.
  for (const e of events) {
    if (e.ph !== 'X' || e.ts < from || e.ts >= to || !/^(RunTask|ThreadControllerImpl::RunTask|ThreadPool_RunTask)$/.test(e.name)) continue;
    const key = names.get(`${e.pid}:${e.tid}`) ?? `${e.pid}:${e.tid}`;
    time.set(key, (time.get(key) ?? 0) + (e.tdur ?? e.dur ?? 0));
  }
  return [...time]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([name, t]) => `${name} ${ms(t)}`)
    .join(', ');
}

const chrome = await launchChrome();
try {
  for (let run = 0; run < Number(runsArg ?? 3); run += 1) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...throttling });
    if (!result) throw new Error('Lighthouse returned nothing');
    const audit = (id: string) => Math.round(result.lhr.audits[id]?.numericValue ?? Number.NaN);
    const events = (result.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace.traceEvents;
    const navigation = events.find(
      (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'),
    );
    const paint = navigation && events.find((e) => e.name === 'firstContentfulPaint' && e.pid === navigation.pid);
    console.log(
      `run ${run + 1}: performance ${Math.round((result.lhr.categories.performance?.score ?? 0) * 100)}, FCP ${audit('first-contentful-paint')} ms, TBT ${audit('total-blocking-time')} ms, TTI ${audit('interactive')} ms (simulated); benchmarkIndex ${Math.round(result.lhr.environment.benchmarkIndex)}; load average ${loadavg()[0]!.toFixed(1)}`,
    );
    // What TBT is summed from: Lighthouse's own simulation replays each observed task multiplied
    // (the CPU slowdown, half of it for layout) in a dependency graph and counts what lands between
    // its simulated FCP and TTI. That timeline is not the observed one: the navigation's commit
    // task (context creation, the first bytes of HTML) ends before the observed first paint, yet
    // its simulated copy often lands after the simulated FCP; 70–100 ms on a busy host's clock, it
    // counts for 150–300 ms of blocking.
    type LongTask = { startTime: number; duration: number; url?: string };
    const simulated = ((result.lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? [])
      .filter((task) => task.startTime + task.duration > audit('first-contentful-paint') && task.startTime < audit('interactive'))
      .map(
        (task) =>
          `${Math.round(task.startTime)}+${Math.round(task.duration)}${task.url && task.url !== 'Unattributable' ? ` ${task.url.split('/').pop()!.slice(0, 24) || 'the document'}` : ''}`,
      );
    console.log(`  simulated long tasks between FCP and TTI (start+duration ms): ${simulated.join(', ') || 'none'}`);
    if (!navigation || !paint) continue;
    // When the page's background work began (after-page-load.ts marks it): inside the trace, its
    // tasks are in what Lighthouse sums; after it, not.
    const settled = events.find((e) => e.name === 'sillage:settled' && e.pid === navigation.pid);
    const traceEnd = Math.max(...events.filter((e) => e.ts > 0).map((e) => e.ts + (e.dur ?? 0)));
    console.log(
      `  page settled ${settled ? `at +${ms(settled.ts - navigation.ts)} ms, inside the trace` : 'after the trace'} (trace ends +${ms(traceEnd - navigation.ts)} ms)`,
    );
    const main = events
      .filter((e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ph === 'X' && e.ts >= navigation.ts)
      .sort((a, b) => a.ts - b.ts);
    // A task counts in TBT once over 50 ms after Lighthouse multiplies it (4× unless LIGHTHOUSE_CPU).
    const counted = 50_000 / (cpu ?? 4);
    for (const task of main.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > counted && e.ts + (e.dur ?? 0) > paint.ts)) {
      const inside = main
        .filter(
          (e) =>
            e !== task &&
            e.ts >= task.ts &&
            e.ts < task.ts + (task.dur ?? 0) &&
            (e.dur ?? 0) > 2000 &&
            !/^(v8\.callFunction|RunMicrotasks|V8\.Bytecode)/.test(e.name),
        )
        .slice(0, 5)
        .map((e) => `${e.name} ${ms(e.dur)}/${ms(e.tdur)}${e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()!.slice(0, 32)}` : ''}`);
      console.log(`  +${ms(task.ts - navigation.ts)} ms: ${ms(task.dur)} ms on the clock, ${ms(task.tdur)} ms of thread  ${inside.join(' | ')}`);
    }
    console.log(`  who had the cores in the first 2 s: ${busiestThreads(events, navigation.ts, navigation.ts + 2_000_000)}`);
  }
} finally {
  chrome.kill();
}
