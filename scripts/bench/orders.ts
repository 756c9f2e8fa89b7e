import { loadavg } from 'node:os';
import { bareOrderTransactions } from './bare-order-transaction.ts';
import { createBenchDatabase } from './bench-database.ts';
import { measured, ms, startBenchServer, table } from './bench-kit.ts';

/**
 * npm run bench:orders — orders placed per second through the real HTTP API (POST /api/orders:
 * token check, validation, current prices, stock reserved by a conditional UPDATE, order and
 * line inserted, all in one transaction), single-line orders of one unit spread over 200
 * products, on the embedded PGlite and on a fresh PostgreSQL database (BENCH_DATABASE_URL names
 * the server, else the local one; the database is dropped afterwards). On PostgreSQL it runs a
 * second time with the catalogue-version trigger disabled, to show what the trigger costs.
 * Afterwards the stock is counted: every 201 must have taken exactly one unit.
 * On PostgreSQL it then runs the bare transaction (bare-order-transaction.ts) on the same database
 * with the same concurrency and pool size, and prints the ratio. Orders come from BENCH_SHOPPERS
 * (10) shoppers in turn. BENCH_SECONDS (8), BENCH_CONNECTIONS (10), DATABASE_POOL_SIZE (10).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
// The server's pool and the bare transaction's: the same size.
const poolSize = Number(process.env.DATABASE_POOL_SIZE ?? 10);

const address = {
  shippingAddress1: '12 Rue Sainte-Catherine',
  city: 'Montreal',
  postalCode: 'H2X 1K4',
  state: 'QC',
  country: 'Canada',
  phoneNumber: '514-555-1234',
  paymentMethod: 'PayPal',
};

async function run(label: string, env: Record<string, string>) {
  const server = await startBenchServer(3310, env);
  try {
    const ids = server.productIds;
    const before = await server.ask<{ stock: { total: number; orders: number } }>({ stock: true });
    let n = 0;
    const cpu = () => server.ask<{ cpu: number }>({ cpu: true }).then((r) => r.cpu);
    const result = await measured(
      {
        url: `${server.ready}/api/orders`,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const i = n++;
              return {
                ...request,
                headers: { 'content-type': 'application/json', 'auth-token': server.shopperTokens[i % server.shopperTokens.length]! },
                body: JSON.stringify({ orderItems: [{ product: ids[i % ids.length], qty: 1 }], ...address }),
              };
            },
          },
        ],
      },
      cpu,
    );
    // Let the orders still in flight when the clock stopped finish before counting.
    await new Promise((r) => setTimeout(r, 1000));
    const after = await server.ask<{ stock: { total: number; orders: number } }>({ stock: true });
    const placed = after.stock.orders - before.stock.orders;
    const taken = before.stock.total - after.stock.total;
    // Orders still in flight when the clock stops are stored but not counted as answered.
    if (placed < result.requests || placed > result.requests + connections || taken !== placed) {
      throw new Error(`${label}: ${result.requests} answered 201, ${placed} orders stored, ${taken} units taken from stock`);
    }
    const row = [label, server.db, (result.requests / seconds).toFixed(0), ms(result.p50), ms(result.p99), `${(result.cpuPerRequest! / 1000).toFixed(2)} ms`, String(placed)];
    if (!env.BENCH_DB_URL || env.BENCH_VERSION_TRIGGER === 'off') return { row };
    // The floor, on the same database, right after: the same transaction with nothing around it.
    const bare = await bareOrderTransactions({ url: env.BENCH_DB_URL, productIds: ids, userId: server.shopperId, concurrency: connections, poolSize, seconds });
    const bareRow = ['bare transaction, same pool', 'postgres', bare.perSecond.toFixed(0), '', '', '', String(bare.placed)];
    return { row, bareRow, ratio: result.requests / seconds / bare.perSecond };
  } finally {
    await server.stop();
  }
}

console.log(`load average before: ${loadavg().map((l) => l.toFixed(2)).join(' ')} (2 cores)`);
console.log(`bench:orders: ${seconds}s per database, ${connections} connections, single-line orders over 200 products\n`);
const rows = [(await run('embedded', {})).row];
let ratio: number | undefined;
const pg = await createBenchDatabase();
if (pg) {
  try {
    const measured = await run('PostgreSQL', { BENCH_DB_URL: pg.url, DATABASE_POOL_SIZE: String(poolSize) });
    rows.push(measured.row, measured.bareRow!);
    ratio = measured.ratio;
  } finally {
    await pg.drop();
  }
  const pgBare = await createBenchDatabase();
  try {
    rows.push((await run('PostgreSQL, no version trigger', { BENCH_DB_URL: pgBare!.url, BENCH_VERSION_TRIGGER: 'off', DATABASE_POOL_SIZE: String(poolSize) })).row);
  } finally {
    await pgBare!.drop();
  }
}
table(['run', 'database', 'orders/s', 'p50', 'p99', 'server CPU/order', 'orders'], rows);
if (ratio !== undefined) console.log(`\nPostgreSQL: API orders/s ÷ bare transactions/s = ${ratio.toFixed(2)} (goal ≥ 0.6)`);
console.log('\nChecked against the database: one unit taken from stock per stored order, and every 201 stored.');
console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
process.exit(0);
