import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Migration 0021 (docs/decisions/2026-11-29-lean-order-path.md): the catalogue version's trigger
// (server/db/functions/bump_catalogue_version.sql) names the columns it watches, so an order's
// stock-only UPDATE never evaluates its whole-row WHEN. A column the list misses would be an admin
// edit that leaves every cached page as it was.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) => (await server.deps.db.execute(query)) as unknown as { rows: T[] };
const version = async () => Number((await rows<{ version: string }>(sql`select version from catalogue_version where id = 1`)).rows[0]!.version);

describe('the catalogue version trigger on products', () => {
  it('watches every column of products but the stock, so a column added later must be added to it', async () => {
    const [row] = (
      await rows<{ watched: string[]; others: string[] }>(sql`
        select
          array(select a.attname::text from pg_attribute a where a.attrelid = t.tgrelid and a.attnum = any(t.tgattr::int2[]) order by 1) as watched,
          array(select a.attname::text from pg_attribute a where a.attrelid = 'products'::regclass and a.attnum > 0
            and not a.attisdropped and a.attname <> 'count_in_stock' order by 1) as others
        from pg_trigger t where t.tgname = 'products_update_bumps_catalogue_version'`)
    ).rows;
    expect(row!.others.length).toBeGreaterThan(20);
    expect(row!.watched).toEqual(row!.others);
  });

  it('leaves the version alone for a stock change, and moves it for an edit of the newest column or of the stock with a name', async () => {
    const scent = await insertProduct(server.deps.db, { name: 'Lean Vetiver', countInStock: 40 });
    const before = await version();
    await server.deps.db.execute(sql`update products set count_in_stock = count_in_stock - 3 where id = ${scent.id}`);
    expect(await version()).toBe(before);
    // The same value set again is not a change (the WHEN).
    await server.deps.db.execute(sql`update products set description_fr = description_fr where id = ${scent.id}`);
    expect(await version()).toBe(before);
    await server.deps.db.execute(sql`update products set description_fr = 'Un vétiver sec.' where id = ${scent.id}`);
    expect(await version()).toBe(before + 1);
    await server.deps.db.execute(sql`update products set count_in_stock = 12, name = 'Lean Vetiver Extrait' where id = ${scent.id}`);
    expect(await version()).toBe(before + 2);
  });
});
