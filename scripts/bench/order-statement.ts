import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { parseEnv } from '../../server/config/env.ts';
import { openDatabase } from '../../server/db/client.ts';
import { holdLimits, orderCall } from '../../server/orders/place-order.ts';
import { placeOrderOnce } from '../../server/orders/place-order-once.ts';
import { orderBody } from '../../server/test-support/order-fixtures.ts';
import { generateScaleData } from '../scale-data/generate.ts';
import { createBenchDatabase } from './bench-database.ts';
import { cpuOf } from './process-cpu.ts';

/**
 * PostgreSQL's CPU for the statement of one keyed order, as the server sends it, with its session
 * checked in it and without: one connection, one call after the other, the backend's CPU read
 * from /proc (Linux) over BENCH_CALLS (1500) calls of each, BENCH_ROUNDS (3) times, on a fresh
 * database seeded as the benches seed theirs (200 scents, 5,000 orders, then ANALYZE). Every call
 * is under a new key from a shopper of its own, so the key table grows by one a call, as it does
 * over a day: a figure that climbs from round to round is a statement whose cost grows with a
 * table (docs/decisions/2026-11-30-key-claim-on-its-index.md).
 */
const calls = Number(process.env.BENCH_CALLS ?? 1500);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

const pg = await createBenchDatabase();
if (!pg) throw new Error('order-statement needs PostgreSQL (BENCH_DATABASE_URL, or the local server)');
const handle = await openDatabase({ databaseUrl: pg.url, maxConnections: 1 });
try {
  await handle.migrate();
  const db = handle.db;
  await generateScaleData(db, { products: 200, orders: 5000 });
  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const shoppers = rows<{ id: string; session_epoch: number }>(
    await db.execute(sql`insert into users (name, email, password_hash)
      select 'Statement Shopper ' || g, 'statement-shopper-' || g || '@example.com', 'no-login' from generate_series(1, ${calls * rounds * 2 + 400}::int) g
      returning id, session_epoch`),
  );
  const productIds = rows<{ id: string }>(await db.execute(sql`select id from products order by id`)).map((r) => r.id);
  const backend = rows<{ pid: number }>(await db.execute(sql`select pg_backend_pid() as pid`))[0]!.pid;
  const limits = holdLimits(parseEnv({ ...process.env, NODE_ENV: 'development' }));

  let n = 0;
  const placeOne = async (checked: boolean) => {
    const i = n++;
    const shopper = shoppers[i]!;
    const buyer = { id: shopper.id, name: 'Statement Shopper', email: 'statement-shopper@example.com', party: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` };
    const input = orderBody([0, 1, 2].map((k) => ({ product: productIds[(i * 3 + k) % productIds.length]!, qty: 1 })));
    const claim = { scope: shopper.id, key: randomUUID(), requestHash: 'bench' };
    const check = checked ? { id: shopper.id, jti: randomUUID(), epoch: shopper.session_epoch, expiresAt: new Date(), mark: 0, reserved: false, held: false } : undefined;
    await placeOrderOnce(db, orderCall(buyer, input, limits), buyer, input, limits, claim, check);
  };

  // Warm-up, uncounted: the connection's plans, this process's JIT.
  for (let k = 0; k < 400; k++) await placeOne(k % 2 === 0);
  console.log(`order-statement: PostgreSQL's CPU a keyed order of three lines, ${calls} calls of each a round, one connection`);
  for (let round = 1; round <= rounds; round++) {
    const figures: string[] = [];
    for (const checked of [false, true]) {
      const before = cpuOf(backend);
      const started = performance.now();
      for (let k = 0; k < calls; k++) await placeOne(checked);
      figures.push(`${checked ? 'session checked in it' : 'session known'} ${((cpuOf(backend) - before) / calls).toFixed(3)} ms (wall ${((performance.now() - started) / calls).toFixed(3)} ms)`);
    }
    console.log(`round ${round} (${n} keys so far): ${figures.join(', ')}`);
  }
} finally {
  await handle.close();
  await pg.drop();
}
