import { loadavg } from 'node:os';
import { createBenchDatabase } from './bench-database.ts';
import { load, median, startBenchServer, table } from './bench-kit.ts';
import { startOrderChurn, warmOrderPath } from './order-churn.ts';
import { cpuOf, machine, postgresCpu, postgresSince, schedOf } from './process-cpu.ts';

/**
 * node --import tsx scripts/bench/churn-split.ts — why bench:api's churn row loses what it loses:
 * cached `GET /api/products` from 20 connections, quiet and while BENCH_CHURN (20) orders and
 * cancels a second run, in turns of BENCH_SECONDS (6), BENCH_ROUNDS (3) times, with where the two
 * cores went in each (share of one core: the server's main thread and its other threads, the load
 * generator, PostgreSQL, the churn's client, the machine's idle time) and how the server's main
 * thread fared: its CPU per read (the churn's pairs at BENCH_PAIR_MS (4.3) ms each taken out,
 * churn-cost.ts's figure), and how long it waited for a core while it had work. On PostgreSQL
 * (a fresh database; the embedded one with BENCH_DB=pglite). docs/perf-log.md#2026-11-30-reads-under-churn.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const perSecond = Number(process.env.BENCH_CHURN ?? 20);
const pairMs = Number(process.env.BENCH_PAIR_MS ?? 4.3);

const pg = process.env.BENCH_DB === 'pglite' ? undefined : await createBenchDatabase();
const server = await startBenchServer(3340, { BENCH_PRODUCTS: '200', BENCH_ORDERS: '5000', ...(pg ? { BENCH_DB_URL: pg.url } : {}) });
const serverPid = server.child.pid!;
const snapshot = (churnPid: number) => ({
  server: cpuOf(serverPid),
  main: cpuOf(`${serverPid}/task/${serverPid}`),
  sched: schedOf(serverPid),
  loadGenerator: cpuOf(process.pid),
  postgres: postgresCpu(),
  churn: cpuOf(churnPid),
  machine: machine(),
});
try {
  await warmOrderPath(server);
  const churn = await startOrderChurn(server, perSecond);
  await churn.run();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await churn.pause();
  const url = `${server.ready}/api/products`;
  await load({ url, connections: 20, duration: 3 });
  console.log(`churn-split: ${server.db}; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} (2 cores); shares are of one core\n`);
  const rows: (string | number)[][] = [];
  const ratios: number[] = [];
  let lastQuiet = 0;
  for (let round = 0; round < rounds; round++) {
    for (const busy of [false, true]) {
      await server.ask({ mailSent: true });
      if (busy) await churn.run();
      const before = snapshot(churn.pid);
      const reads = await load({ url, connections: 20, duration: seconds });
      const after = { ...snapshot(churn.pid), postgres: postgresSince(before.postgres) };
      const pairs = busy ? (await churn.pause()).cancels : 0;
      const share = (ms: number) => `${Math.round(ms / seconds / 10)}%`;
      const main = after.main - before.main;
      if (busy) ratios.push(reads.rps / lastQuiet);
      else lastQuiet = reads.rps;
      rows.push([
        busy ? `under ${(pairs / seconds).toFixed(1)} pairs/s` : 'quiet',
        reads.rps.toFixed(0),
        share(main),
        share(after.server - before.server - main),
        share(after.loadGenerator - before.loadGenerator),
        share(after.postgres),
        share(after.churn - before.churn),
        share(after.machine.idle - before.machine.idle),
        (((main - pairs * pairMs) * 1000) / reads.requests).toFixed(1),
        share(after.sched.waited - before.sched.waited),
        ((after.sched.preempted - before.sched.preempted) / seconds).toFixed(0),
      ]);
    }
  }
  churn.close();
  table(['reads', 'req/s', 'main thread', 'other threads', 'load generator', 'PostgreSQL', 'churn client', 'idle', 'main µs/read', 'main waited', 'main preempted/s'], rows);
  console.log(`\nunder churn / the quiet turn before it: median ${median(ratios).toFixed(2)} (${ratios.map((r) => r.toFixed(2)).join(', ')})`);
  console.log('main waited: the share of the time the main thread had work and waited for a core; main preempted/s: times another task took its core.');
} finally {
  await server.stop();
  await pg?.drop();
}
process.exit(0);
