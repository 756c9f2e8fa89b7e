import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { serverFile } from '#server/server-files.ts';
import { createDatabase, dropDatabase } from '#server/test-support/postgres-admin.ts';

/**
 * Migration 0009 on a shop that already has orders: each order gets its units from its lines,
 * and the cap counts them afterwards. Run from a copy of the migrations folder cut after 0008,
 * then from the real one, as an upgraded server would.
 */
const migrations = serverFile('db', 'migrations');
const folders: string[] = [];

function migrationsUpTo(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'sillage-migrations-'));
  folders.push(dir);
  cpSync(migrations, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return dir;
}

type Run = (query: string) => Promise<Record<string, unknown>[]>;

async function ordersBeforeUpgrade(run: Run) {
  const [user] = await run(`insert into users (name, email, password_hash) values ('Old Shopper', 'old@example.com', 'x') returning id`);
  const [product] = await run(`insert into products (name, image, brand, category, description, price_cents, count_in_stock,
      gender, season, concentration, vibe, occasion, longevity)
    values ('Old Oud', '/uploads/old.webp', 'House', 'Woody', 'An older scent', 1000, 50, 'unisex', 'spring', 'Parfum', 'Fresh', 'Everyday-Essentials', 3)
    returning id`);
  const order = async (qtys: number[]) => {
    const [row] = await run(`insert into orders (user_id, user_name, user_email, shipping_address1, city, postal_code, state, country,
        phone_number, payment_method, items_cents, shipping_cents, tax_cents, total_cents)
      values ('${user!.id}', 'Old Shopper', 'old@example.com', '1 Main St', 'Toronto', 'M5V 2T6', 'ON', 'Canada', '416-555-1234', 'PayPal', 1000, 0, 0, 1000)
      returning id`);
    for (const qty of qtys) {
      await run(`insert into order_items (order_id, product_id, name, image, price_cents, qty)
        values ('${row!.id}', '${product!.id}', 'Old Oud', '/uploads/old.webp', 1000, ${qty})`);
    }
    return row!.id as string;
  };
  return { userId: user!.id as string, productId: product!.id as string, twoLines: await order([2, 3]), oneLine: await order([1]), noLines: await order([]) };
}

async function expectUpgraded(run: Run, before: Awaited<ReturnType<typeof ordersBeforeUpgrade>>) {
  const rows = await run(`select id, units from orders`);
  const units = Object.fromEntries(rows.map((r) => [r.id, r.units]));
  expect(units).toEqual({ [before.twoLines]: 5, [before.oneLine]: 1, [before.noLines]: 0 });
  // The cap (here 7 units) counts the 6 the old orders hold: one more unit passes, two do not.
  const place = (qty: number) =>
    run(`select * from sillage_place_order('${randomUUID()}', '${before.userId}', 'Old Shopper', 'old@example.com', '1 Main St', 'Toronto',
      'M5V 2T6', 'ON', 'Canada', '416-555-1234', 'PayPal', array['${before.productId}']::uuid[], array[${qty}], array['${randomUUID()}']::uuid[],
      900, 7, 5000, 10, 13)`);
  await expect(place(2)).rejects.toMatchObject({ code: 'SL003', message: '6' });
  expect(await place(1)).toHaveLength(1);
  // Migration 0010: the rate-limit counters write no WAL.
  expect(await run(`select relpersistence from pg_class where relname = 'rate_limits'`)).toEqual([{ relpersistence: 'u' }]);
}

afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('migrations 0009 and 0010: orders carry their units, rate limits are unlogged', () => {
  it('on PGlite, fills in the units of orders placed before it', async () => {
    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzlePglite(client);
    try {
      await migratePglite(db, { migrationsFolder: migrationsUpTo('0008_place-order-function') });
      // Drizzle wraps the database's error; the test reads PostgreSQL's own, as on the other driver.
      const run: Run = (query) =>
        db.execute(sql.raw(query)).then(
          (result) => result.rows as Record<string, unknown>[],
          (err: { cause?: unknown }) => Promise.reject(err.cause ?? err),
        );
      const before = await ordersBeforeUpgrade(run);
      await migratePglite(db, { migrationsFolder: migrations });
      await expectUpgraded(run, before);
    } finally {
      await client.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL, fills in the units of orders placed before it', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `sillage_t_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    const client = new pg.Client({ connectionString: await createDatabase(adminUrl, name) });
    await client.connect();
    try {
      const db = drizzleNodePg(client);
      await migrateNodePg(db, { migrationsFolder: migrationsUpTo('0008_place-order-function') });
      const run: Run = async (query) => (await client.query(query)).rows;
      const before = await ordersBeforeUpgrade(run);
      await migrateNodePg(db, { migrationsFolder: migrations });
      await expectUpgraded(run, before);
    } finally {
      await client.end();
      await dropDatabase(adminUrl, name);
    }
  });
});
