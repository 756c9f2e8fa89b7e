import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockShown } from '#domain/stock.ts';
import type { Order } from '#domain/schemas/order.ts';
import type { Product } from '#domain/schemas/product.ts';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { pageBuild } from '#server/test-support/page-build.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { rawGet } from '#server/test-support/raw-http.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Issue 25, point 4: an order or a cancel drops the cached pages and answers of the scents whose
// shown stock it changed (in stock, "only N left", sold out), and nothing else: every order used
// to empty the whole cache. docs/decisions/2026-11-26-stock-changes-drop-what-they-change.md.
const { distDir, ssrEntry } = pageBuild();

let server: TestServer;
let shopper: { token: string };

beforeAll(async () => {
  server = await startTestServer({}, { distDir, ssrEntry });
  shopper = await server.makeUser({ name: 'Stock Shopper' });
});
afterAll(async () => {
  await server?.close();
});

// Plain GETs: the front door's answers, without the harness's sync before each call.
const page = (id: string) => rawGet(server.url, `/explore-scents/${id}`);
const product = async (id: string) => JSON.parse((await rawGet(server.url, `/api/products/${id}`)).text) as Product;
const order = async (id: string, qty: number) => {
  const placed = await server.call<Order>('POST', '/api/orders', {
    token: shopper.token,
    body: orderBody([{ product: id, qty }]),
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  expect(placed.status).toBe(201);
  return placed.body;
};

describe('the page cache across an order', () => {
  it("drops the page of a scent whose shown stock the order changed, and keeps another scent's", async () => {
    const scarce = await insertProduct(server.deps.db, { name: 'Scarce Amber', countInStock: 5 });
    const plenty = await insertProduct(server.deps.db, { name: 'Plenty Neroli', countInStock: 30 });
    const [scarceBefore, plentyBefore] = [await page(scarce.id), await page(plenty.id)];
    expect(scarceBefore.text).not.toContain('left!');
    await product(plenty.id);

    // One order of both: 5 → 4 shows "only 4 left"; 30 → 29 shows what 30 did.
    const placed = await server.call<Order>('POST', '/api/orders', {
      token: shopper.token,
      body: orderBody([
        { product: scarce.id, qty: 1 },
        { product: plenty.id, qty: 1 },
      ]),
    });
    expect(placed.status).toBe(201);

    const scarceAfter = await page(scarce.id);
    expect(scarceAfter.headers.etag).not.toBe(scarceBefore.headers.etag);
    expect(scarceAfter.text).toContain('only 4 left!');
    expect((await product(scarce.id)).countInStock).toBe(4);
    // Still the page rendered before the order: a new render would carry 29 in its data.
    const plentyAfter = await page(plenty.id);
    expect(plentyAfter.headers.etag).toBe(plentyBefore.headers.etag);
    expect((await product(plenty.id)).countInStock).toBe(30);
  });

  it('drops it again when a cancel puts the scent back in stock, and when it sells out', async () => {
    const last = await insertProduct(server.deps.db, { name: 'Last Vetiver', countInStock: 5 });
    const first = await order(last.id, 1);
    expect((await page(last.id)).text).toContain('only 4 left!');
    const cancelled = await server.call('PUT', `/api/orders/${first.id}/cancel`, { token: shopper.token });
    expect(cancelled.status).toBe(200);
    expect((await page(last.id)).text).not.toContain('left!');
    expect((await product(last.id)).countInStock).toBe(5);

    const rare = await insertProduct(server.deps.db, { name: 'Rare Orris', countInStock: 1 });
    const catalogue = await rawGet(server.url, '/api/products?keyword=orris');
    await order(rare.id, 1);
    expect((await product(rare.id)).countInStock).toBe(0);
    // The list naming it goes too.
    const after = await rawGet(server.url, '/api/products?keyword=orris');
    expect(after.headers.etag).not.toBe(catalogue.headers.etag);
  });

  it('shows a stock change made by SQL that changes the stock alone (another instance selling) once it shows', async () => {
    const elsewhere = await insertProduct(server.deps.db, { name: 'Elsewhere Musk', countInStock: 6 });
    expect((await page(elsewhere.id)).text).not.toContain('left!');
    await server.deps.db.execute(sql`update products set count_in_stock = 2 where id = ${elsewhere.id}`);
    // PGlite hears its own NOTIFY as the update returns; PostgreSQL delivers it within ms.
    const deadline = Date.now() + 2000;
    let text = (await page(elsewhere.id)).text;
    while (!text.includes('only 2 left!') && Date.now() < deadline) text = (await page(elsewhere.id)).text;
    expect(text).toContain('only 2 left!');
  });
});

describe('the shown stock in SQL', () => {
  it('is the domain rule: sillage_stock_shown equals stockShown from -1 to 12', async () => {
    const counts = Array.from({ length: 14 }, (_, i) => i - 1);
    const rows = (await server.deps.db.execute(
      sql`select n, sillage_stock_shown(n) as shown from unnest(${`{${counts.join(',')}}`}::int[]) as n`,
    )) as unknown as {
      rows: { n: number; shown: number }[];
    };
    expect(rows.rows.map((row) => Number(row.shown))).toEqual(counts.map(stockShown));
  });
});
