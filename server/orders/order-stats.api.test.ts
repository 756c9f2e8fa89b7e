import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import type { OrderDayStats } from '#domain/schemas/order-stats.ts';
import type { Order } from '#domain/schemas/order.ts';
import { orders } from '#server/db/schema.ts';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { insertProduct, type ProductRow } from '#server/test-support/product-fixtures.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';
import { insertUser, type TestUser } from '#server/test-support/user-fixtures.ts';

let server: TestServer;
let shopper: TestUser;
let admin: TestUser;
let product: ProductRow;

const DAY_MS = 24 * 3600 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  [shopper, admin] = await Promise.all([insertUser(server), insertUser(server, { admin: true })]);
  // $20.00 a bottle: one bottle costs 20 + 3.00 shipping + 2.60 tax = $25.60.
  product = await insertProduct(server.deps.db, { countInStock: 1000, priceCents: 2000 });
});
afterAll(async () => {
  await server?.close();
});

/** Places an order through the API, then moves it back in time (and pays it) in the database. */
async function orderPlaced(ago: number, paid: boolean): Promise<Order> {
  const res = await server.call<Order>('POST', '/api/orders', { token: shopper.token, body: orderBody([{ product: product.id, qty: 1 }]) });
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
  const createdAt = daysAgo(ago);
  await server.deps.db
    .update(orders)
    .set({ createdAt, isPaid: paid, paidAt: paid ? createdAt : null })
    .where(eq(orders.id, res.body.id));
  return res.body;
}

describe('GET /api/orders/stats', () => {
  it('gives orders and paid revenue per day over the last 30 days, oldest first, zero days included', async () => {
    const paidToday = await orderPlaced(0, true);
    await orderPlaced(0, false);
    const paidFiveDaysAgo = await orderPlaced(5, true);
    await orderPlaced(45, true); // outside the window

    const res = await server.call<OrderDayStats[]>('GET', '/api/orders/stats', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(30);
    expect(res.body[0]?.date).toBe(dayOf(daysAgo(29)));
    expect(res.body.at(-1)).toEqual({ date: dayOf(new Date()), orders: 2, revenue: paidToday.totalPrice });
    expect(res.body.find((d) => d.date === dayOf(daysAgo(5)))).toEqual({ date: dayOf(daysAgo(5)), orders: 1, revenue: paidFiveDaysAgo.totalPrice });
    expect(res.body.reduce((sum, d) => sum + d.orders, 0)).toBe(3);
    expect(res.body.filter((d) => d.orders === 0).every((d) => d.revenue === 0)).toBe(true);
  });

  it('takes another window with ?days and refuses a nonsensical one', async () => {
    const week = await server.call<OrderDayStats[]>('GET', '/api/orders/stats?days=7', { token: admin.token });
    expect(week.status).toBe(200);
    expect(week.body.map((d) => d.date)).toEqual(Array.from({ length: 7 }, (_, i) => dayOf(daysAgo(6 - i))));
    for (const days of ['0', '-3', 'abc', '366', '1e3', '']) {
      const res = await server.call('GET', `/api/orders/stats?days=${days}`, { token: admin.token });
      expect(res.status, days).toBe(400);
      expect(res.body.message).toBe(messages.invalidInput);
    }
  });

  it('is for admins only', async () => {
    const anonymous = await server.call('GET', '/api/orders/stats');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(messages.noToken);
    const notAdmin = await server.call('GET', '/api/orders/stats', { token: shopper.token });
    expect(notAdmin.status).toBe(403);
    expect(notAdmin.body.message).toBe(messages.notAdmin);
  });
});
