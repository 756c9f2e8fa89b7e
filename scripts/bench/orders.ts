import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { bareOrderTransactions } from './bare-order-transaction.ts';
import { createBenchDatabase } from './bench-database.ts';
import { measured, median, ms, startBenchServer, table, type BenchServer } from './bench-kit.ts';
import { shopperAddress } from './order-churn.ts';
import { orderBody } from '../../server/test-support/order-fixtures.ts';

/**
 * npm run bench:orders — orders placed per second through the real HTTP API (POST /api/orders:
 * token check, validation, current prices, stock reserved by a conditional UPDATE, order and
 * lines inserted, all in one transaction), each with an Idempotency-Key as the app sends every
 * order (its key claimed and its answer stored in the order's transaction), BENCH_LINES (3)
 * lines of one unit each spread over 200 products, on the embedded PGlite and on a fresh PostgreSQL database (BENCH_DATABASE_URL names
 * the server, else the local one; the database is dropped afterwards). On PostgreSQL it runs a
 * second time with the catalogue-version trigger disabled, to show what the trigger costs.
 * Afterwards the stock is counted: every 201 must have taken exactly one unit a line.
 * On PostgreSQL the bare transaction (bare-order-transaction.ts) runs on the same database with the
 * same concurrency and pool size, taking turns with the API in slices of about 2 s, and the ratio
 * is printed. Orders come from BENCH_SHOPPERS (enough for the run) shoppers in turn, each from an address of
 * their own, under the shop's own caps on unpaid units (bench-server.ts). BENCH_SECONDS (8 per side), BENCH_CONNECTIONS (10),
 * DATABASE_POOL_SIZE (10), BENCH_WARMUP (10 s of API orders first); BENCH_KEYED=off sends the orders without a key (no client does).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
// Each order with an Idempotency-Key, as the app sends them (issue 25: the figure that counts).
const keyed = process.env.BENCH_KEYED !== 'off';
// Lines an order (one unit each, distinct scents): the app's orders are rarely of one scent.
const lines = Number(process.env.BENCH_LINES ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
// The API's warm-up, uncounted (BENCH_WARMUP, 10 s): in the 5 s after a 2 s warm-up V8 was still
// compiling the server's hot code, 0.34-0.53 ms of its other threads' CPU an order against
// 0.06-0.16 ms in the rounds after (measured over five rounds, docs/perf-log.md). A shop's server runs for
// days: the figure is its steady state.
const warmup = Number(process.env.BENCH_WARMUP ?? 10);
// The server's pool and the bare transaction's: the same size.
const poolSize = Number(process.env.DATABASE_POOL_SIZE ?? 10);

/** The scents of order n: `lines` neighbours in the catalogue. */
const orderProducts = (ids: string[], n: number) => Array.from({ length: lines }, (_, k) => ids[(n * lines + k) % ids.length]!);

/** The API's load for `duration` seconds: orders of one unit a line from the shoppers in turn. */
function orderLoad(server: BenchServer, duration: number, next: () => number) {
  const ids = server.productIds;
  return {
    url: `${server.ready}/api/orders`,
    connections,
    duration,
    requests: [
      {
        method: 'POST' as const,
        setupRequest: (request: Record<string, unknown>) => {
          const i = next();
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              'auth-token': server.shopperTokens[i % server.shopperTokens.length]!,
              // Each shopper at an address of their own (the bench server trusts the header).
              'x-forwarded-for': shopperAddress(i % server.shopperTokens.length),
              // As the app sends every write: its key claimed and its answer stored with the order.
              ...(keyed ? { 'idempotency-key': randomUUID() } : {}),
            },
            body: JSON.stringify(orderBody(orderProducts(ids, i).map((product) => ({ product, qty: 1 })))),
          };
        },
      },
    ],
  };
}

const settle = () => new Promise((r) => setTimeout(r, 300));

/**
 * Enough shoppers that none passes the shop's cap in a run (6 unpaid units for an account that
 * has never paid): at most about 1000 units a second here, the warm-up included, with room to
 * spare.
 */
const shoppers = process.env.BENCH_SHOPPERS ?? String(Math.max(2000, (seconds + warmup + 1) * 250 * lines));

/** The shop's past orders (BENCH_ORDERS, 5000): a shop in operation, with statistics to plan by. */
const history = process.env.BENCH_ORDERS ?? '5000';

async function run(label: string, env: Record<string, string>) {
  const server = await startBenchServer(3310, { BENCH_SHOPPERS: shoppers, BENCH_ORDERS: history, ...env });
  try {
    let n = 0;
    const next = () => n++;
    const cpu = () => server.ask<{ cpu: number }>({ cpu: true }).then((r) => r.cpu);
    // With a bare transaction to compare with, the two take turns in slices: this machine's speed
    // drifts over seconds (a virtual machine among others), and two runs one after the other would
    // each get a different machine. Both are warmed up first, uncounted.
    const bareToo = env.BENCH_DB_URL !== undefined && env.BENCH_VERSION_TRIGGER !== 'off';
    const bareOrders = bareToo
      ? bareOrderTransactions({ url: env.BENCH_DB_URL!, productIds: server.productIds, userId: server.shopperId, concurrency: connections, poolSize, lines })
      : undefined;
    const bare = (duration: number) => bareOrders!.run(duration);
    await measured(orderLoad(server, warmup, next), cpu);
    const warmBare = bareToo ? await bare(1) : undefined;
    await settle();

    const before = await server.ask<{ stock: { total: number; orders: number } }>({ stock: true });
    const slices = bareToo ? Math.max(1, Math.round(seconds / 2)) : 1;
    let answered = 0;
    let cpuMicros = 0;
    let bareDone = 0;
    let bareCommitted = 0;
    const p50s: number[] = [];
    const p99s: number[] = [];
    for (let i = 0; i < slices; i++) {
      const api = await measured(orderLoad(server, seconds / slices, next), cpu);
      answered += api.requests;
      cpuMicros += api.cpuPerRequest! * api.requests;
      p50s.push(api.p50);
      p99s.push(api.p99);
      await settle();
      if (bareToo) {
        const slice = await bare(seconds / slices);
        bareDone += slice.placed;
        bareCommitted += slice.committed;
      }
    }
    // Let the orders still in flight when the clock stopped finish before counting.
    await new Promise((r) => setTimeout(r, 1000));
    const after = await server.ask<{ stock: { total: number; orders: number } }>({ stock: true });
    const placed = after.stock.orders - before.stock.orders - bareCommitted;
    const taken = before.stock.total - after.stock.total - bareCommitted * lines;
    // Orders still in flight when a slice's clock stops are stored but not counted as answered.
    if (placed < answered || placed > answered + connections * slices || taken !== placed * lines) {
      throw new Error(`${label}: ${answered} answered 201, ${placed} orders stored, ${taken} units taken from stock`);
    }
    const perSecond = answered / seconds;
    const row = [
      label,
      server.db,
      perSecond.toFixed(0),
      ms(median(p50s)),
      ms(Math.max(...p99s)),
      `${(cpuMicros / answered / 1000).toFixed(2)} ms`,
      String(placed),
    ];
    if (!bareToo) return { row };
    const barePerSecond = bareDone / seconds;
    const bareRow = [
      `bare transaction, same pool (warm-up ${warmBare!.perSecond.toFixed(0)}/s)`,
      'postgres',
      barePerSecond.toFixed(0),
      '',
      '',
      '',
      String(bareDone),
    ];
    await bareOrders!.close();
    return { row, bareRow, ratio: perSecond / barePerSecond, slices };
  } finally {
    await server.stop();
  }
}

console.log(
  `load average before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (2 cores)`,
);
console.log(
  `bench:orders: ${seconds}s per database, ${connections} connections, orders of ${lines} line(s) over 200 products, ${keyed ? 'each with an Idempotency-Key' : 'without Idempotency-Key'}\n`,
);
const rows = [(await run('embedded', {})).row];
let ratio: number | undefined;
let slices: number | undefined;
const pg = await createBenchDatabase();
if (pg) {
  try {
    const measured = await run('PostgreSQL', { BENCH_DB_URL: pg.url, DATABASE_POOL_SIZE: String(poolSize) });
    rows.push(measured.row, measured.bareRow!);
    ratio = measured.ratio;
    slices = measured.slices;
  } finally {
    await pg.drop();
  }
  const pgBare = await createBenchDatabase();
  try {
    rows.push(
      (await run('PostgreSQL, no version trigger', { BENCH_DB_URL: pgBare!.url, BENCH_VERSION_TRIGGER: 'off', DATABASE_POOL_SIZE: String(poolSize) })).row,
    );
  } finally {
    await pgBare!.drop();
  }
}
table(['run', 'database', 'orders/s', 'p50', 'p99', 'server CPU/order', 'orders'], rows);
if (ratio !== undefined) {
  console.log(
    `\nPostgreSQL: API orders/s ÷ bare transactions/s = ${ratio.toFixed(2)} (goal ≥ 0.6; the two took turns in ${slices} slices of ${(seconds / slices!).toFixed(1)} s)`,
  );
}
console.log('\nChecked against the database: one unit taken from stock per line of each stored order, and every 201 stored.');
console.log(
  `load average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
process.exit(0);
