// `npm run perf:tasks -- <url> [runs]`: what Lighthouse's TBT is made of, for the budget's work
// (docs/decisions/2026-11-27-budget-contention.md). Runs Lighthouse's mobile preset on one page in
// the budget's Chromium and prints, per run, its score, FCP, TBT and TTI, then every task of the
// page's main thread from first paint on that lasted over 12.5 ms on the clock (50 ms once
// Lighthouse multiplies it by 4), with its thread time (how much was the page's own work and how
// much was waiting for a core) and what ran inside it.
import lighthouse from 'lighthouse';
import { launchChrome } from './lighthouse-audit.ts';

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { data?: { url?: string; functionName?: string; isLoadingMainFrame?: boolean; documentLoaderURL?: string } } };

const [url, runsArg] = process.argv.slice(2);
if (!url) {
  console.error('usage: npm run perf:tasks -- <url> [runs]');
  process.exit(2);
}
const ms = (microseconds = 0) => Math.round(microseconds / 1000);
const chrome = await launchChrome();
try {
  for (let run = 0; run < Number(runsArg ?? 3); run += 1) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error('Lighthouse returned nothing');
    const audit = (id: string) => Math.round(result.lhr.audits[id]?.numericValue ?? Number.NaN);
    const events = (result.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace.traceEvents;
    const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'));
    const paint = navigation && events.find((e) => e.name === 'firstContentfulPaint' && e.pid === navigation.pid);
    console.log(`run ${run + 1}: performance ${Math.round((result.lhr.categories.performance?.score ?? 0) * 100)}, FCP ${audit('first-contentful-paint')} ms, TBT ${audit('total-blocking-time')} ms, TTI ${audit('interactive')} ms (simulated); benchmarkIndex ${Math.round(result.lhr.environment.benchmarkIndex)}`);
    if (!navigation || !paint) continue;
    const main = events.filter((e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ph === 'X' && e.ts >= navigation.ts).sort((a, b) => a.ts - b.ts);
    for (const task of main.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 12_500 && e.ts + (e.dur ?? 0) > paint.ts)) {
      const inside = main
        .filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0) && (e.dur ?? 0) > 2000 && !/^(v8\.callFunction|RunMicrotasks|V8\.Bytecode)/.test(e.name))
        .slice(0, 5)
        .map((e) => `${e.name} ${ms(e.dur)}/${ms(e.tdur)}${e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()!.slice(0, 32)}` : ''}`);
      console.log(`  +${ms(task.ts - navigation.ts)} ms: ${ms(task.dur)} ms on the clock, ${ms(task.tdur)} ms of thread  ${inside.join(' | ')}`);
    }
  }
} finally {
  chrome.kill();
}
