import { randomUUID } from 'node:crypto';
import { bareOrderTransactions } from './bare-order-transaction.ts';
import { createBenchDatabase } from './bench-database.ts';
import { load, startBenchServer } from './bench-kit.ts';
import { cpuOf, machine, postgresCpu, postgresSince, threadsOf } from './process-cpu.ts';
import { shopperAddress } from './order-churn.ts';
import { orderBody } from '../../server/test-support/order-fixtures.ts';

/**
 * node --import tsx scripts/bench/order-cpu-split.ts — where the machine's CPU goes for one keyed
 * order through the API and for one bare transaction (bench:orders' two sides, on a fresh
 * PostgreSQL database): the server's process, this process (the load generator, or the bare
 * transaction's client), every PostgreSQL backend, and the machine's idle time, per order, read
 * from /proc (Linux) over BENCH_SECONDS (5) of each side, BENCH_ROUNDS (2) times. bench:orders
 * gives the ratio; this says which part to work on (docs/decisions/2026-11-29-lean-order-path.md).
 * BENCH_PROFILE=<file>: a V8 profile of the server over the last API round.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const lines = 3;
const connections = 10;

const pg = await createBenchDatabase();
if (!pg) throw new Error('order-cpu-split needs PostgreSQL (BENCH_DATABASE_URL, or the local server)');
// Enough shoppers that none reaches the shop's cap on unpaid units (6 for an account that never
// paid: two orders of three) at up to about 1,000 API orders a second, warm-up included.
const shoppers = Math.max(3000, Math.ceil(((rounds * seconds + 2) * 1000 * lines) / 6));
const server = await startBenchServer(3330, { BENCH_DB_URL: pg.url, BENCH_SHOPPERS: String(shoppers), BENCH_ORDERS: '5000' });
const ids = server.productIds;
let n = 0;
const apiOrders = async (duration: number) => {
  const requests = [
    {
      method: 'POST' as const,
      setupRequest: (request: Record<string, unknown>) => {
        const i = n++;
        const shopper = i % server.shopperTokens.length;
        return {
          ...request,
          headers: { 'content-type': 'application/json', 'auth-token': server.shopperTokens[shopper]!, 'x-forwarded-for': shopperAddress(shopper), 'idempotency-key': randomUUID() },
          body: JSON.stringify(orderBody(Array.from({ length: lines }, (_, k) => ({ product: ids[(i * lines + k) % ids.length]!, qty: 1 })))),
        };
      },
    },
  ];
  // Every answer a 201 (load throws otherwise): no refusal is counted as an order.
  return (await load({ url: `${server.ready}/api/orders`, connections, duration, requests })).requests;
};
const bare = bareOrderTransactions({ url: pg.url, productIds: ids, userId: server.shopperId, concurrency: connections, poolSize: connections, lines });

async function measure(label: string, placeOrders: () => Promise<number>) {
  const threadsBefore = threadsOf(server.child.pid!);
  const before = { server: cpuOf(server.child.pid!), client: cpuOf(process.pid), postgres: postgresCpu(), machine: machine() };
  const orders = await placeOrders();
  const after = { server: cpuOf(server.child.pid!), client: cpuOf(process.pid), postgres: postgresSince(before.postgres), machine: machine() };
  const per = (a: number, b: number) => `${((b - a) / orders).toFixed(2)} ms`;
  const threads = [...threadsOf(server.child.pid!)].map(([name, ms]) => [name, ms - (threadsBefore.get(name) ?? 0)] as const).filter(([, ms]) => ms > 0);
  console.log(
    `${label}: ${(orders / seconds).toFixed(0)} orders/s; per order: server ${per(before.server, after.server)}, client ${per(before.client, after.client)}, ` +
      `PostgreSQL ${per(0, after.postgres)}, machine busy ${per(before.machine.busy, after.machine.busy)}, idle ${per(before.machine.idle, after.machine.idle)}`,
  );
  console.log(`  server by thread: ${threads.map(([name, ms]) => `${name} ${(ms / orders).toFixed(2)} ms`).join(', ')}`);
}

try {
  // Warm-up, uncounted: the JIT, both pools' connections.
  await apiOrders(2);
  await bare.run(1);
  for (let round = 0; round < rounds; round++) {
    const profiled = process.env.BENCH_PROFILE && round === rounds - 1;
    if (profiled) await server.ask({ profile: 'start' });
    await measure('API, keyed', () => apiOrders(seconds));
    if (profiled) await server.ask({ profile: process.env.BENCH_PROFILE! });
    await measure('bare      ', async () => (await bare.run(seconds)).placed);
  }
} finally {
  await bare.close();
  await server.stop();
  await pg.drop();
}
process.exit(0);
