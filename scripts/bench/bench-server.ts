import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq, sql, sum } from 'drizzle-orm';
import { generateScaleData } from '../scale-data/generate.ts';
import { parseEnv } from '#server/config/env.ts';
import { orders, outbox, products, users } from '#server/db/schema.ts';
import { issueToken } from '#server/auth/tokens.ts';
import { startServer } from '#server/start-server.ts';
import { ensureBuilt, root, ssrEntry } from '../perf/serve-built-app.ts';

// Our real server, without request logs, as the benchmarks' subject, in a process of its own so
// the load generator does not share its event loop. Its database (embedded PGlite, or the fresh
// PostgreSQL database in BENCH_DB_URL) gets BENCH_PRODUCTS generated products (200) and
// BENCH_ORDERS orders (0), an admin and a shopper; the parent can ask for more data or a stock
// count over IPC. BENCH_CACHE=off keeps the catalogue cache from keeping anything (to measure
// the database's share); BENCH_VERSION_TRIGGER=off disables the catalogue version trigger (to
// measure what it costs order placement).
export type BenchReady = {
  ready: string;
  db: string;
  adminToken: string;
  shopperToken: string;
  shopperTokens: string[];
  shopperId: string;
  productIds: string[];
};
export type BenchRequest =
  { grow?: { products: number; orders: number } } | { stock?: true } | { cpu?: true } | { profile: 'start' | string } | { mailSent: true };

// In memory where the machine has it: the development mail transport (no SMTP_URL; production
// sends by SMTP) writes a file a mail, and creating a file in a new folder on this machine's disk
// took 0.5 ms of the server's thread, a third of an order's CPU (docs/decisions/2026-11-29-lean-order-path.md).
const dataDir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'sillage-bench-'));
const databaseUrl = process.env.BENCH_DB_URL;
const env = parseEnv({
  NODE_ENV: 'test',
  PORT: process.env.PORT ?? '3300',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
  LOG_REQUESTS: 'off',
  // The admin account of bench:api writes thousands of times a minute. (The shoppers of
  // bench:orders stay within the shop's own cap on unpaid units: see below.)
  WRITES_PER_MINUTE: '9999999',
  // bench:orders names each shopper's own address in X-Forwarded-For, as HAProxy would: 2000
  // households, not 2000 accounts behind one address (whose orders the shop counts together).
  TRUST_PROXY: 'on',
  SEED_DEMO_DATA: 'off',
  ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
// The built app too, so that its server-rendered pages can be measured (bench:api's page row).
const distDir = join(root, 'dist');
ensureBuilt(distDir);
const server = await startServer({
  env,
  distDir,
  ssrEntry,
  ...(process.env.BENCH_CACHE === 'off' ? { catalogueCache: { limits: { maxEntries: 0 } } } : {}),
});
const { db } = server.deps;
if (process.env.BENCH_VERSION_TRIGGER === 'off') {
  // The triggers an order's stock change meets (migration 0015): the version's, whose condition
  // it fails, and the shown stock's.
  await db.execute('alter table products disable trigger products_update_bumps_catalogue_version');
  await db.execute('alter table products disable trigger products_stock_shown_notifies');
}
await generateScaleData(db, { products: Number(process.env.BENCH_PRODUCTS ?? 200), orders: Number(process.env.BENCH_ORDERS ?? 0) });
// A shop in operation: its past orders' mails went long ago (the rows the seeded orders queued
// would otherwise be sent during the measurement), and its tables carry statistics. A database
// made a minute ago has not had autovacuum's ANALYZE yet, and plans made for empty tables scan
// them whole: every order read every order row as the table grew (docs/decisions/2026-11-29-lean-order-path.md).
await db.execute('delete from outbox');
await db.execute('analyze');

async function register(name: string, admin: boolean): Promise<{ id: string; token: string }> {
  const res = await fetch(`${server.url}/api/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email: `${name.toLowerCase().replace(' ', '-')}-${Date.now()}@example.com`, password: 'Bench123!pass' }),
  });
  const body = (await res.json()) as { user: { id: string; token: string } };
  if (admin) await db.update(users).set({ isAdmin: true }).where(eq(users.id, body.user.id));
  return body.user;
}

const productIds = (await db.select({ id: products.id }).from(products).orderBy(desc(products.createdAt)).limit(200)).map((r) => r.id);
const shopper = await register('Bench Shopper', false);

/**
 * The shoppers bench:orders places orders for, in turn: BENCH_SHOPPERS (2000) accounts, each with
 * a token, and the shop's own caps on unpaid units left as they are (6 for these accounts, which
 * have never paid; 40 for their address, each its own). A shop's
 * orders come from many shoppers, each holding a few unpaid units at most; ten accounts holding
 * hundreds of unpaid orders each (as this benchmark once had, with the cap lifted) cannot exist
 * in the shop, and made every order count hundreds.
 */
async function benchShoppers(count: number): Promise<{ id: string; token: string }[]> {
  // No password anyone could sign in with: these accounts only ever use the tokens made here.
  const { rows } = (await db.execute(sql`
    insert into ${users} (name, email, password_hash)
    select 'Bench Shopper ' || g, 'bench-shopper-' || g || '-' || ${Date.now()} || '@example.com', 'no-login'
    from generate_series(1, ${count}::int) as g
    returning id
  `)) as unknown as { rows: { id: string }[] };
  return Promise.all(rows.map(async ({ id }) => ({ id, token: await issueToken(env.jwtSecret, id, 60 * 60) })));
}
const shoppers = await benchShoppers(Number(process.env.BENCH_SHOPPERS ?? 2000));
const ready: BenchReady = {
  ready: server.url,
  db: server.database.kind,
  adminToken: (await register('Bench Admin', true)).token,
  shopperToken: shopper.token,
  shopperTokens: shoppers.map((s) => s.token),
  shopperId: shopper.id,
  productIds,
};
process.send?.(ready);

let profiler: import('node:inspector/promises').Session | undefined;
process.on('message', async (msg: BenchRequest) => {
  if ('grow' in msg && msg.grow) {
    const { ms } = await generateScaleData(db, msg.grow);
    process.send?.({ grown: ms });
  } else if ('profile' in msg) {
    // A V8 CPU profile of a window the parent chooses (start, then a file to write it to).
    const { Session } = await import('node:inspector/promises');
    if (msg.profile === 'start') {
      profiler = new Session();
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    } else if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(msg.profile, JSON.stringify(profile));
      profiler.disconnect();
      profiler = undefined;
    }
    process.send?.({ profiled: true });
  } else if ('mailSent' in msg) {
    // Every mail queued so far sent (the dispatcher's next passes), or 30 s gone: so that the mails
    // of one measured stretch are not sent during the next one.
    const until = Date.now() + 30_000;
    let waiting = Infinity;
    while (Date.now() < until) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(outbox)
        .where(eq(outbox.status, 'waiting'));
      waiting = row?.n ?? 0;
      if (waiting === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    process.send?.({ mailWaiting: waiting });
  } else if ('cpu' in msg) {
    const used = process.cpuUsage();
    process.send?.({ cpu: used.user + used.system });
  } else if ('stock' in msg) {
    // One statement, one snapshot: stock and orders seen at the same instant.
    const [row] = await db.select({ total: sum(products.countInStock), orders: sql<number>`(select count(*) from ${orders})` }).from(products);
    process.send?.({ stock: { total: Number(row?.total ?? 0), orders: Number(row?.orders ?? 0) } });
  }
});

const stop = async () => {
  await server.close().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('disconnect', stop);
