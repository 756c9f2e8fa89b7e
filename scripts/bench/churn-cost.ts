import { readFileSync } from 'node:fs';
import { createBenchDatabase } from './bench-database.ts';
import { startBenchServer } from './bench-kit.ts';
import { startOrderChurn, warmOrderPath } from './order-churn.ts';
import { cpuOf, postgresCpu, postgresSince, threadsOf } from './process-cpu.ts';

/**
 * node --import tsx scripts/bench/churn-cost.ts — what one order and its cancel (keyed, three
 * lines, as bench:api's churn sends them, with their two mails) cost the server in CPU: its
 * process (every thread) and its main thread (the one that serves reads), over BENCH_SECONDS (10)
 * of BENCH_CHURN (20) pairs a second, BENCH_ROUNDS (2) times. A steadier figure than req/s on a
 * machine shared with other work (docs/decisions/2026-11-29-request-cost.md). On the embedded
 * database, or on a fresh PostgreSQL one with BENCH_DB=postgres (then PostgreSQL's processes' CPU a
 * pair too: the backends, the WAL writer). BENCH_PROFILE=<file>: a V8 profile
 * of the server over the last round.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const perSecond = Number(process.env.BENCH_CHURN ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

const pg = process.env.BENCH_DB === 'postgres' ? await createBenchDatabase() : undefined;
// A shop in operation, as bench:api's churn row has it: past orders, its order path warmed up.
const server = await startBenchServer(3320, { BENCH_PRODUCTS: '200', BENCH_ORDERS: '5000', ...(pg ? { BENCH_DB_URL: pg.url } : {}) });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const processCpu = () => server.ask<{ cpu: number }>({ cpu: true }).then((r) => r.cpu);
/** The main thread's CPU time in µs, in user space and in the kernel (Linux: utime, stime of the thread whose id is the pid, in ticks of 10 ms). */
const mainThreadCpu = () => {
  const fields = readFileSync(`/proc/${server.child.pid}/task/${server.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { user: Number(fields[11]) * 10_000, kernel: Number(fields[12]) * 10_000 };
};
try {
  // Warm-up, uncounted: the JIT, the pool's connections, the mail folder.
  await warmOrderPath(server);
  const churn = await startOrderChurn(server, perSecond);
  await churn.run();
  await sleep(3000);
  await churn.pause();
  for (let round = 0; round < rounds; round++) {
    const profiled = process.env.BENCH_PROFILE && round === rounds - 1;
    if (profiled) await server.ask({ profile: 'start' });
    const [all, main, postgres, threads, client] = [await processCpu(), mainThreadCpu(), postgresCpu(), threadsOf(server.child.pid!), cpuOf(churn.pid)];
    await churn.run();
    await sleep(seconds * 1000);
    const done = await churn.pause();
    // The mails of the last pairs are sent a moment later.
    await sleep(1500);
    if (profiled) await server.ask({ profile: process.env.BENCH_PROFILE! });
    const per = (micros: number) => `${(micros / done.cancels / 1000).toFixed(2)} ms`;
    const mainAfter = mainThreadCpu();
    // PostgreSQL's processes (its backends, WAL writer, checkpointer): the pairs' work there.
    const postgresMs = postgresSince(postgres);
    const clientMs = cpuOf(churn.pid) - client;
    // The server's other threads by name (V8's compiler and collector, libuv's, the mail worker).
    const others = [...threadsOf(server.child.pid!)]
      .filter(([name]) => name !== 'main')
      .map(([name, ms]) => [name, ms - (threads.get(name) ?? 0)] as const)
      .filter(([, ms]) => ms > 0)
      .sort((a, b) => b[1] - a[1]);
    const [user, kernel] = [mainAfter.user - main.user, mainAfter.kernel - main.kernel];
    console.log(
      `${server.db}: ${done.cancels} pairs (${done.failed} failed); CPU per order + cancel: process ${per((await processCpu()) - all)}, ` +
        `main thread ${per(user + kernel)} (user ${per(user)}, kernel ${per(kernel)})${pg ? `; PostgreSQL ${per(postgresMs * 1000)}` : ''}; the churn's client ${per(clientMs * 1000)}\n` +
        `  other threads: ${others.map(([name, ms]) => `${name} ${per(ms * 1000)}`).join(', ')}`,
    );
  }
  churn.close();
} finally {
  await server.stop();
  await pg?.drop();
}
process.exit(0);
