import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import type { Order } from '#domain/schemas/order.ts';
import type { ApiError } from '#domain/schemas/validation.ts';
import { idempotencyKeys } from '#server/db/schema.ts';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';
import { insertUser, type TestUser } from '#server/test-support/user-fixtures.ts';

// An order's and a cancel's Idempotency-Key, claimed by the call's INSERT on the key's own index
// (server/db/functions/sillage_place_order_once.sql and sillage_cancel_order_once.sql, since
// migration 0026): a key past its 24 hours, or left without an answer, is taken back by it; a key
// still answering is replayed; and no order or cancel reads the whole key table.

let server: TestServer;
let shopper: TestUser;
let productId: string;
beforeAll(async () => {
  server = await startTestServer();
  shopper = await insertUser(server);
  productId = (await insertProduct(server.deps.db, { countInStock: 500 })).id;
});
afterAll(() => server?.close());

const order = (key: string, qty = 1) =>
  server.call<Order & ApiError>('POST', '/api/orders', {
    token: shopper.token,
    body: orderBody([{ product: productId, qty }]),
    headers: { 'idempotency-key': key },
  });
const cancel = (id: string, key: string) =>
  server.call<Order & ApiError>('PUT', `/api/orders/${id}/cancel`, { token: shopper.token, headers: { 'idempotency-key': key } });
const keyRow = async (key: string) =>
  (
    await server.deps.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, shopper.id), eq(idempotencyKeys.key, key)))
  )[0];
/** As if the key had been used `hours` ago. */
const age = (key: string, hours: number) =>
  server.deps.db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(and(eq(idempotencyKeys.scope, shopper.id), eq(idempotencyKeys.key, key)));

describe("an order's Idempotency-Key", () => {
  it('within its day is the same request; a day later it places a new order', async () => {
    const first = await order('order-kept-a-while');
    expect(first.status).toBe(201);
    await age('order-kept-a-while', 23);
    const replay = await order('order-kept-a-while');
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.id).toBe(first.body.id);
    expect((await order('order-kept-a-while', 2)).status).toBe(422);

    // As a key answered before answers were kept by reference would hold its body.
    await server.deps.db
      .update(idempotencyKeys)
      .set({ responseBody: JSON.stringify(first.body) })
      .where(and(eq(idempotencyKeys.scope, shopper.id), eq(idempotencyKeys.key, 'order-kept-a-while')));
    await age('order-kept-a-while', 25);
    const again = await order('order-kept-a-while', 2);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(again.body.id).not.toBe(first.body.id);
    expect(again.body.orderItems[0]!.qty).toBe(2);
    // The key now answers for the new order, from now.
    const row = await keyRow('order-kept-a-while');
    expect(row).toMatchObject({ statusCode: 201, orderId: again.body.id, responseBody: null });
    expect(Date.now() - row!.createdAt.getTime()).toBeLessThan(60_000);
    expect((await order('order-kept-a-while', 2)).body.id).toBe(again.body.id);
  });

  it('left claimed without an answer (by an earlier release) does not hold the order back', async () => {
    await server.deps.db.insert(idempotencyKeys).values({ scope: shopper.id, key: 'claimed-long-ago', requestHash: 'another request', statusCode: null });
    const placed = await order('claimed-long-ago');
    expect(placed.status).toBe(201);
    expect(placed.headers.get('idempotent-replayed')).toBeNull();
    expect(await keyRow('claimed-long-ago')).toMatchObject({ statusCode: 201, orderId: placed.body.id });
  });
});

describe("a cancel's Idempotency-Key", () => {
  it('left claimed without an answer (by an earlier release) does not hold the cancel back', async () => {
    const placed = (await order('to-cancel-once-claimed')).body;
    await server.deps.db
      .insert(idempotencyKeys)
      .values({ scope: shopper.id, key: 'cancel-claimed-long-ago', requestHash: 'another request', statusCode: null });
    const cancelled = await cancel(placed.id, 'cancel-claimed-long-ago');
    expect(cancelled.status).toBe(200);
    expect(cancelled.headers.get('idempotent-replayed')).toBeNull();
    expect(cancelled.body).toMatchObject({ id: placed.id, cancelledAt: expect.any(String) });
    expect(await keyRow('cancel-claimed-long-ago')).toMatchObject({ statusCode: 200, orderId: placed.id });
  });

  it('a day later cancels another order; within the day another order under it is refused', async () => {
    const a = (await order('cancel-a')).body;
    const b = (await order('cancel-b')).body;
    expect((await cancel(a.id, 'cancel-kept-a-while')).status).toBe(200);
    await age('cancel-kept-a-while', 23);
    const other = await cancel(b.id, 'cancel-kept-a-while');
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(messages.idempotencyMismatch);

    await age('cancel-kept-a-while', 25);
    const later = await cancel(b.id, 'cancel-kept-a-while');
    expect(later.status).toBe(200);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(later.body).toMatchObject({ id: b.id, cancelledAt: expect.any(String) });
    expect(await keyRow('cancel-kept-a-while')).toMatchObject({ statusCode: 200, orderId: b.id });
  });
});

/**
 * Rows of the key table read by scans of the whole table, and rows inserted. With `untilInserted`,
 * once the database counts that many inserted: each connection reports its counts in its own
 * time, up to seconds after its work on PostgreSQL, and a call's scan is reported with its insert.
 */
async function keyTableCounters(db: TestServer['deps']['db'], untilInserted?: number) {
  const read = async () => {
    await db.execute(sql`select pg_stat_clear_snapshot()`);
    const result = (await db.execute(
      sql`select seq_tup_read::int as read_whole, n_tup_ins::int as inserted from pg_stat_user_tables where relname = 'idempotency_keys'`,
    )) as unknown as { rows: { read_whole: number; inserted: number }[] };
    return result.rows[0]!;
  };
  const until = Date.now() + 30_000;
  for (;;) {
    await db.execute(sql`select pg_stat_force_next_flush()`);
    const now = await read();
    if (untilInserted === undefined || now.inserted >= untilInserted || Date.now() > until) return now;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('the key table', () => {
  // A server of its own: no other test's reads of the table are counted.
  let fresh: TestServer;
  let buyer: TestUser;
  beforeAll(async () => {
    fresh = await startTestServer();
    buyer = await insertUser(fresh);
  });
  afterAll(() => fresh?.close());

  it('is never read whole by an order or a cancel, nor by their replays, however many keys it holds', async () => {
    const product = await insertProduct(fresh.deps.db, { countInStock: 50 });
    // An order and its cancel, each sent twice (the second answered from its key), and a refused cancel.
    const orderAndCancel = async (name: string) => {
      const place = () =>
        fresh.call<Order>('POST', '/api/orders', {
          token: buyer.token,
          body: orderBody([{ product: product.id, qty: 1 }]),
          headers: { 'idempotency-key': `${name}-order` },
        });
      const placed = await place();
      expect(placed.status).toBe(201);
      expect((await place()).headers.get('idempotent-replayed')).toBe('true');
      const cancel = () => fresh.call('PUT', `/api/orders/${placed.body.id}/cancel`, { token: buyer.token, headers: { 'idempotency-key': `${name}-cancel` } });
      expect((await cancel()).status).toBe(200);
      expect((await cancel()).headers.get('idempotent-replayed')).toBe('true');
      // A cancel of no order of the shopper's is refused, and its key let go.
      const refused = await fresh.call('PUT', `/api/orders/${randomUUID()}/cancel`, { token: buyer.token, headers: { 'idempotency-key': `${name}-refused` } });
      expect(refused.status).toBe(404);
    };
    // The table's statistics taken while it was empty, as autovacuum may after a quiet night (the
    // hourly cleanup took every key), then the first calls on a connection: PostgreSQL keeps the
    // plans it makes then for the connection's later calls (after five, one plan for them all).
    await fresh.deps.db.execute(sql`analyze idempotency_keys`);
    for (let i = 0; i < 8; i++) await orderAndCancel(`first-${i}`);
    // Then a day of other shoppers' keys (24 h are kept), and more orders and cancels.
    await fresh.deps.db.execute(sql`
      insert into idempotency_keys (scope, key, request_hash, status_code)
      select gen_random_uuid()::text, 'other-' || g, 'h', 201 from generate_series(1, 3000) g`);
    const before = await keyTableCounters(fresh.deps.db, 3024);
    for (let i = 0; i < 8; i++) await orderAndCancel(`later-${i}`);
    const after = await keyTableCounters(fresh.deps.db, before.inserted + 24);
    expect(after.inserted - before.inserted).toBe(24);
    expect(after.read_whole - before.read_whole).toBe(0);
  });
});
