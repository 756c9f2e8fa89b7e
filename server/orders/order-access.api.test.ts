import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDERS_PER_PAGE } from '#domain/enums.ts';
import { messages } from '#domain/messages.ts';
import type { Order, OrderPage } from '#domain/schemas/order.ts';
import { idempotencyKeys, orders } from '#server/db/schema.ts';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { insertProduct, type ProductRow } from '#server/test-support/product-fixtures.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';
import { insertUser, type TestUser } from '#server/test-support/user-fixtures.ts';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
let product: ProductRow;

beforeAll(async () => {
  server = await startTestServer();
  [alice, bob, admin] = await Promise.all([insertUser(server), insertUser(server), insertUser(server, { admin: true })]);
  product = await insertProduct(server.deps.db, { countInStock: 1000, priceCents: 1500 });
});
afterAll(async () => {
  await server?.close();
});

async function placeFor(user: TestUser): Promise<Order> {
  const res = await server.call<Order>('POST', '/api/orders', { token: user.token, body: orderBody([{ product: product.id, qty: 1 }]) });
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

describe('who may see and change an order', () => {
  it("gives someone else's order as 404 on read, /pay and /paypal, never 403", async () => {
    const order = await placeFor(alice);
    for (const [method, path, body] of [
      ['GET', `/api/orders/${order.id}`, undefined],
      ['PUT', `/api/orders/${order.id}/pay`, { testPayment: true }],
      ['POST', `/api/orders/${order.id}/paypal`, undefined],
    ] as const) {
      const res = await server.call(method, path, { token: bob.token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual({ message: messages.orderNotFound, code: 'orderNotFound' });
    }
    const [row] = await server.deps.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.isPaid).toBe(false);
    expect(row?.paypalOrderId).toBeNull();
  });

  it('lets the owner and an admin read it', async () => {
    const order = await placeFor(alice);
    expect((await server.call('GET', `/api/orders/${order.id}`, { token: alice.token })).body).toEqual(order);
    expect((await server.call('GET', `/api/orders/${order.id}`, { token: admin.token })).body).toEqual(order);
  });

  it('answers 404 for a malformed or unknown id', async () => {
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000', "1' or '1'='1"]) {
      const res = await server.call('GET', `/api/orders/${encodeURIComponent(id)}`, { token: admin.token });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(messages.orderNotFound);
    }
  });

  it('refuses anonymous callers with 401 everywhere', async () => {
    const order = await placeFor(alice);
    for (const [method, path] of [
      ['GET', '/api/orders'],
      ['GET', '/api/orders/my-orders'],
      ['GET', `/api/orders/${order.id}`],
      ['POST', `/api/orders/${order.id}/paypal`],
      ['PUT', `/api/orders/${order.id}/pay`],
      ['PUT', `/api/orders/${order.id}/deliver`],
    ] as const) {
      const res = await server.call(method, path, method === 'GET' ? {} : { body: {} });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.message).toBe(messages.noToken);
    }
  });

  it('refuses a shopper the admin list and delivery with 403', async () => {
    const order = await placeFor(alice);
    await server.call('PUT', `/api/orders/${order.id}/pay`, { token: alice.token, body: { testPayment: true } });
    const list = await server.call('GET', '/api/orders', { token: alice.token });
    expect(list.status).toBe(403);
    expect(list.body.message).toBe(messages.notAdmin);
    const deliver = await server.call('PUT', `/api/orders/${order.id}/deliver`, { token: alice.token });
    expect(deliver.status).toBe(403);
    expect((await server.call<Order>('GET', `/api/orders/${order.id}`, { token: alice.token })).body.isDelivered).toBe(false);
  });
});

describe('delivery and test payments', () => {
  it('refuses to deliver an unpaid order, then delivers it once paid, and again returns it unchanged', async () => {
    const order = await placeFor(alice);
    const early = await server.call('PUT', `/api/orders/${order.id}/deliver`, { token: admin.token });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(messages.orderNotPaid);

    const paid = await server.call<Order>('PUT', `/api/orders/${order.id}/pay`, { token: alice.token, body: { testPayment: true } });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ id: order.id, isPaid: true, isDelivered: false });
    expect(Date.parse(paid.body.paidAt!)).not.toBeNaN();

    const delivered = await server.call<Order>('PUT', `/api/orders/${order.id}/deliver`, { token: admin.token });
    expect(delivered.status).toBe(200);
    expect(delivered.body).toMatchObject({ id: order.id, isPaid: true, isDelivered: true });
    expect(Date.parse(delivered.body.deliveredAt!)).not.toBeNaN();

    // Documented choice: delivering twice is not an error (an offline outbox may replay it).
    const again = await server.call<Order>('PUT', `/api/orders/${order.id}/deliver`, { token: admin.token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(delivered.body);
  });

  it('answers 404 when delivering an unknown order', async () => {
    const res = await server.call('PUT', '/api/orders/00000000-0000-4000-8000-000000000000/deliver', { token: admin.token });
    expect(res.status).toBe(404);
  });

  it('refuses to pay an order twice', async () => {
    const order = await placeFor(alice);
    expect((await server.call('PUT', `/api/orders/${order.id}/pay`, { token: alice.token, body: { testPayment: true } })).status).toBe(200);
    const second = await server.call('PUT', `/api/orders/${order.id}/pay`, { token: alice.token, body: { testPayment: true } });
    expect(second.status).toBe(400);
    expect(second.body.message).toBe(messages.orderAlreadyPaid);
    const paypal = await server.call('POST', `/api/orders/${order.id}/paypal`, { token: alice.token });
    expect(paypal.status).toBe(400);
    expect(paypal.body.message).toBe(messages.orderAlreadyPaid);
  });

  it('returns the first response when a paid order is paid again with the same Idempotency-Key', async () => {
    const order = await placeFor(alice);
    const headers = { 'idempotency-key': `pay-${order.id}` };
    const first = await server.call<Order>('PUT', `/api/orders/${order.id}/pay`, { token: alice.token, body: { testPayment: true }, headers });
    const replay = await server.call<Order>('PUT', `/api/orders/${order.id}/pay`, { token: alice.token, body: { testPayment: true }, headers });
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    // The replay read the order again: the key kept no copy of the shopper's name, address or phone (issue 49).
    const [key] = await server.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, headers['idempotency-key']));
    expect(key).toMatchObject({ statusCode: 200, responseBody: null });
  });

  it('refuses payment details that are neither a PayPal order nor a test payment', async () => {
    const order = await placeFor(alice);
    for (const body of [{}, { testPayment: false }, { paymentResult: { status: 'COMPLETED' } }, { paypalOrderId: '../../v1/x' }]) {
      const res = await server.call('PUT', `/api/orders/${order.id}/pay`, { token: alice.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(messages.paymentDetailsInvalid);
    }
    expect((await server.call<Order>('GET', `/api/orders/${order.id}`, { token: alice.token })).body.isPaid).toBe(false);
  });
});

describe('order lists', () => {
  it('gives a shopper only their own orders, newest first', async () => {
    const carol = await insertUser(server);
    const first = await placeFor(carol);
    await placeFor(bob);
    const second = await placeFor(carol);
    const res = await server.call<Order[]>('GET', '/api/orders/my-orders', { token: carol.token });
    expect(res.status).toBe(200);
    expect(res.body.map((o) => o.id)).toEqual([second.id, first.id]);
    const dave = await insertUser(server);
    expect((await server.call('GET', '/api/orders/my-orders', { token: dave.token })).body).toEqual([]);
  });

  it('gives an admin every order, 20 a page, newest first, filtered by paid and delivered', async () => {
    const { db } = server.deps;
    await db.delete(orders);
    const placed: Order[] = [];
    for (let i = 0; i < ORDERS_PER_PAGE + 3; i++) placed.push(await placeFor(i % 2 ? alice : bob));
    const newestFirst = placed.map((o) => o.id).reverse();

    const page1 = await server.call<OrderPage>('GET', '/api/orders', { token: admin.token });
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ page: 1, pages: 2, total: ORDERS_PER_PAGE + 3 });
    expect(page1.body.orders.map((o) => o.id)).toEqual(newestFirst.slice(0, ORDERS_PER_PAGE));
    const page2 = await server.call<OrderPage>('GET', '/api/orders?pageNumber=2', { token: admin.token });
    expect(page2.body.orders.map((o) => o.id)).toEqual(newestFirst.slice(ORDERS_PER_PAGE));
    expect((await server.call<OrderPage>('GET', '/api/orders?pageNumber=9', { token: admin.token })).body.orders).toEqual([]);

    await server.call('PUT', `/api/orders/${placed[0]!.id}/pay`, { token: bob.token, body: { testPayment: true } });
    await server.call('PUT', `/api/orders/${placed[1]!.id}/pay`, { token: alice.token, body: { testPayment: true } });
    await server.call('PUT', `/api/orders/${placed[1]!.id}/deliver`, { token: admin.token });
    const paid = await server.call<OrderPage>('GET', '/api/orders?paid=true', { token: admin.token });
    expect(paid.body.orders.map((o) => o.id)).toEqual([placed[1]!.id, placed[0]!.id]);
    expect(paid.body).toMatchObject({ page: 1, pages: 1, total: 2 });
    const toShip = await server.call<OrderPage>('GET', '/api/orders?paid=true&delivered=false', { token: admin.token });
    expect(toShip.body.orders.map((o) => o.id)).toEqual([placed[0]!.id]);
    expect((await server.call<OrderPage>('GET', '/api/orders?paid=false', { token: admin.token })).body.total).toBe(ORDERS_PER_PAGE + 1);
  });

  it('refuses a malformed list query with 400, never a 5xx', async () => {
    for (const query of ['pageNumber=0', 'pageNumber=abc', 'paid=maybe', 'pageNumber=99999999999']) {
      const res = await server.call('GET', `/api/orders?${query}`, { token: admin.token });
      expect(res.status, query).toBe(400);
    }
    const far = await server.call<OrderPage>('GET', '/api/orders?pageNumber=999999999', { token: admin.token });
    expect(far.status).toBe(200);
    expect(far.body.orders).toEqual([]);
  });
});
