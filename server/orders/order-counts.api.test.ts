import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderPage } from '#domain/schemas/order.ts';
import { orders } from '#server/db/schema.ts';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// The admin list's `total` comes from per-state counters kept by a trigger, not from counting
// every order: these tests hold it to what counting would say, through every way orders change.
let server: TestServer;
let admin: { token: string };
let shopper: { token: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.makeUser({ admin: true });
  shopper = await server.makeUser();
});
afterAll(async () => {
  await server?.close();
});

const filters = [
  '',
  '?paid=true',
  '?paid=false',
  '?delivered=true',
  '?delivered=false',
  '?paid=true&delivered=false',
  '?paid=false&delivered=false',
  '?paid=true&delivered=true',
];

async function expectTotalsToMatchTheRows() {
  for (const query of filters) {
    const params = new URLSearchParams(query);
    const conditions = [];
    if (params.has('paid')) conditions.push(eq(orders.isPaid, params.get('paid') === 'true'));
    if (params.has('delivered')) conditions.push(eq(orders.isDelivered, params.get('delivered') === 'true'));
    const [counted] = await server.deps.db
      .select({ n: count() })
      .from(orders)
      .where(and(...conditions));
    const res = await server.call<OrderPage>('GET', `/api/orders${query}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect({ query, total: res.body.total, pages: res.body.pages }).toEqual({ query, total: counted!.n, pages: Math.max(1, Math.ceil(counted!.n / 20)) });
  }
}

describe('admin order list totals', () => {
  it('stay exact through placing, paying, delivering and deleting orders, concurrent ones included', async () => {
    await expectTotalsToMatchTheRows();
    const product = await insertProduct(server.deps.db, { countInStock: 1000 });
    const placed = await Promise.all(
      Array.from({ length: 24 }, () => server.call<Order>('POST', '/api/orders', { token: shopper.token, body: orderBody([{ product: product.id, qty: 1 }]) })),
    );
    expect(placed.every((r) => r.status === 201)).toBe(true);
    await expectTotalsToMatchTheRows();

    await Promise.all(
      placed.slice(0, 10).map((r) => server.call('PUT', `/api/orders/${r.body.id}/pay`, { token: shopper.token, body: { testPayment: true } })),
    );
    await Promise.all(placed.slice(0, 4).map((r) => server.call('PUT', `/api/orders/${r.body.id}/deliver`, { token: admin.token })));
    await expectTotalsToMatchTheRows();
    expect((await server.call<OrderPage>('GET', '/api/orders?paid=true&delivered=false', { token: admin.token })).body.total).toBe(6);

    // Rows changed or removed by SQL, not through the API, are counted too.
    await server.deps.db.update(orders).set({ isDelivered: true }).where(eq(orders.id, placed[5]!.body.id));
    await server.deps.db.delete(orders).where(eq(orders.id, placed[20]!.body.id));
    await expectTotalsToMatchTheRows();
  });

  it('page past the end keeps the real total and page count', async () => {
    const res = await server.call<OrderPage>('GET', '/api/orders?pageNumber=99', { token: admin.token });
    const [counted] = await server.deps.db.select({ n: count() }).from(orders);
    expect(res.body).toMatchObject({ orders: [], page: 99, total: counted!.n });
  });
});
