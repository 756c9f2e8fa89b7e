import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import type { Order } from '#domain/schemas/order.ts';
import type { ApiError } from '#domain/schemas/validation.ts';
import { idempotencyKeys, orders, products } from '#server/db/schema.ts';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';
import { insertUser, type TestUser } from '#server/test-support/user-fixtures.ts';

// A cancel under an Idempotency-Key, claimed and answered in the cancel's own call
// (server/db/functions/sillage_cancel_order_once.sql; issue 25): the rules of every keyed write
// (DESIGN §3) hold for it.

const stockOf = async (server: TestServer, id: string) =>
  (await server.deps.db.select({ n: products.countInStock }).from(products).where(eq(products.id, id)))[0]!.n;
const keysOf = async (server: TestServer, user: TestUser) => server.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.scope, user.id));

describe('PUT /api/orders/:id/cancel with an Idempotency-Key', () => {
  let server: TestServer;
  let shopper: TestUser;
  let productId: string;
  beforeAll(async () => {
    server = await startTestServer();
    shopper = await insertUser(server);
    productId = (await insertProduct(server.deps.db, { countInStock: 50 })).id;
  });
  afterAll(async () => {
    await server?.close();
  });

  async function placed(qty = 2): Promise<Order> {
    const res = await server.call<Order>('POST', '/api/orders', { token: shopper.token, body: orderBody([{ product: productId, qty }]) });
    expect(res.status).toBe(201);
    return res.body;
  }
  const cancel = (id: string, key: string, user = shopper) =>
    server.call<Order & ApiError>('PUT', `/api/orders/${id}/cancel`, { token: user.token, headers: { 'idempotency-key': key } });

  it('answers a repeat with the first answer, marked as replayed, and puts the stock back once', async () => {
    const order = await placed();
    const before = await stockOf(server, productId);
    const first = await cancel(order.id, 'cancel-once');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: order.id, _id: order.id, isPaid: false, cancelledAt: expect.any(String), orderItems: order.orderItems });
    expect({ ...first.body, cancelledAt: null }).toEqual(order);
    const again = await cancel(order.id, 'cancel-once');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await stockOf(server, productId)).toBe(before + 2);
    // The answer kept by reference (migration 0022): the order it cancelled, no body written.
    expect((await keysOf(server, shopper)).find((k) => k.key === 'cancel-once')).toMatchObject({ statusCode: 200, orderId: order.id, responseBody: null });
  });

  it('replays a key answered before answers were kept by reference from the body it stored', async () => {
    const order = await placed();
    const first = await cancel(order.id, 'cancel-with-a-body');
    const stored = JSON.stringify({ ...first.body, note: 'as stored' });
    await server.deps.db.update(idempotencyKeys).set({ orderId: null, responseBody: stored }).where(eq(idempotencyKeys.key, 'cancel-with-a-body'));
    const again = await cancel(order.id, 'cancel-with-a-body');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(JSON.parse(stored));
  });

  it('refuses the same key for another order (422) and changes nothing', async () => {
    const [a, b] = [await placed(), await placed()];
    expect((await cancel(a.id, 'one-key')).status).toBe(200);
    const other = await cancel(b.id, 'one-key');
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(messages.idempotencyMismatch);
    expect((await server.deps.db.select().from(orders).where(eq(orders.id, b.id)))[0]!.cancelledAt).toBeNull();
  });

  it("keeps no key for a refusal: someone else's order is 404 and a paid one 400, and the key is free again", async () => {
    const order = await placed(1);
    const someone = await insertUser(server);
    expect((await cancel(order.id, 'refused', someone)).status).toBe(404);
    expect(await keysOf(server, someone)).toEqual([]);
    const paid = await server.call('PUT', `/api/orders/${order.id}/pay`, { token: shopper.token, body: { testPayment: true } });
    expect(paid.status).toBe(200);
    const refused = await cancel(order.id, 'refused');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messages.orderAlreadyPaid);
    expect((await keysOf(server, shopper)).some((k) => k.key === 'refused')).toBe(false);
    // The key is free: a cancel of another order under it runs.
    const next = await placed(1);
    expect((await cancel(next.id, 'refused')).status).toBe(200);
  });

  it('answers ten cancels of one order under one key at once with one cancelled order, its stock back once', async () => {
    const order = await placed(3);
    const before = await stockOf(server, productId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(order.id, 'ten-at-once')));
    // The first runs; the others wait on its key and replay its answer, or are told to retry (409).
    const done = answers.filter((a) => a.status === 200);
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect(new Set(done.map((a) => a.body.cancelledAt)).size).toBe(1);
    expect(await stockOf(server, productId)).toBe(before + 3);
  });

  it('answers a write uncompressed, even of more than a KB to a client that takes brotli', async () => {
    const lines = await Promise.all(
      Array.from({ length: 4 }, async () => ({ product: (await insertProduct(server.deps.db, { countInStock: 5 })).id, qty: 1 })),
    );
    const res = await fetch(`${server.url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'auth-token': shopper.token, 'accept-encoding': 'br, gzip' },
      body: JSON.stringify(orderBody(lines)),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-encoding')).toBeNull();
    const text = await res.text();
    expect(text.length).toBeGreaterThan(1024);
    expect((JSON.parse(text) as Order).orderItems).toHaveLength(4);
  });
});
