import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq, sql, sum } from 'drizzle-orm';
import { generateScaleData } from '../scale-data/generate.ts';
import { parseEnv } from '#server/config/env.ts';
import { orders, products, users } from '#server/db/schema.ts';
import { startServer } from '#server/start-server.ts';
import { ensureBuilt, root, ssrEntry } from '../perf/serve-built-app.ts';

// Our real server, without request logs, as the benchmarks' subject, in a process of its own so
// the load generator does not share its event loop. Its database (embedded PGlite, or the fresh
// PostgreSQL database in BENCH_DB_URL) gets BENCH_PRODUCTS generated products (200) and
// BENCH_ORDERS orders (0), an admin and a shopper; the parent can ask for more data or a stock
// count over IPC. BENCH_CACHE=off keeps the catalogue cache from keeping anything (to measure
// the database's share); BENCH_VERSION_TRIGGER=off disables the catalogue version trigger (to
// measure what it costs order placement).
export type BenchReady = { ready: string; db: string; adminToken: string; shopperToken: string; shopperTokens: string[]; shopperId: string; productIds: string[] };
export type BenchRequest = { grow?: { products: number; orders: number } } | { stock?: true } | { cpu?: true };

const dataDir = mkdtempSync(join(tmpdir(), 'sillage-bench-'));
const databaseUrl = process.env.BENCH_DB_URL;
const env = parseEnv({
  NODE_ENV: 'test',
  PORT: process.env.PORT ?? '3300',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
  LOG_REQUESTS: 'off',
  // One benchmark account places thousands of orders a minute.
  WRITES_PER_MINUTE: '9999999',
  // One bench shopper places thousands of orders it never pays.
  MAX_UNPAID_UNITS: '9999999',
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
  ...(process.env.BENCH_CACHE === 'off' ? { catalogueCache: { limits: { maxEntries: 0, maxAliases: 0 } } } : {}),
});
const { db } = server.deps;
if (process.env.BENCH_VERSION_TRIGGER === 'off') {
  await db.execute('alter table products disable trigger products_bump_catalogue_version');
}
await generateScaleData(db, { products: Number(process.env.BENCH_PRODUCTS ?? 200), orders: Number(process.env.BENCH_ORDERS ?? 0) });

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
// Orders come from many shoppers at once, as in a shop (BENCH_SHOPPERS, 10): one shopper's orders
// are placed one after another (their unpaid-units cap locks their row).
const shoppers = [];
for (let i = 0; i < Number(process.env.BENCH_SHOPPERS ?? 10); i++) shoppers.push(await register(`Bench Shopper${i}`, false));
const ready: BenchReady = {
  ready: server.url,
  db: server.database.kind,
  adminToken: (await register('Bench Admin', true)).token,
  shopperToken: shoppers[0]!.token,
  shopperTokens: shoppers.map((s) => s.token),
  shopperId: shoppers[0]!.id,
  productIds,
};
process.send?.(ready);

process.on('message', async (msg: BenchRequest) => {
  if ('grow' in msg && msg.grow) {
    const { ms } = await generateScaleData(db, msg.grow);
    process.send?.({ grown: ms });
  } else if ('cpu' in msg) {
    const used = process.cpuUsage();
    process.send?.({ cpu: used.user + used.system });
  } else if ('stock' in msg) {
    // One statement, one snapshot: stock and orders seen at the same instant.
    const [row] = await db
      .select({ total: sum(products.countInStock), orders: sql<number>`(select count(*) from ${orders})` })
      .from(products);
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
