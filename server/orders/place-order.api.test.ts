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

let server: TestServer;
let shopper: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  shopper = await insertUser(server, { name: 'Jane Shopper' });
});
afterAll(async () => {
  await server?.close();
});

const stockOf = async (id: string) => (await server.deps.db.select({ n: products.countInStock }).from(products).where(eq(products.id, id)))[0]?.n;
const orderCount = async () => (await server.deps.db.select({ id: orders.id }).from(orders)).length;
const placeOrder = (body: unknown, token = shopper.token, headers: Record<string, string> = {}) =>
  server.call<Order & ApiError>('POST', '/api/orders', { token, body, headers });

describe('POST /api/orders: pricing and the Order it returns', () => {
  it('keeps every character of what the shopper wrote: quotes, backslashes, accents and emoji, under an Idempotency-Key too', async () => {
    const buyer = await insertUser(server, { name: `Zoë O'Brien \\ "Z" 🌹` });
    const iris = await insertProduct(server.deps.db, { name: 'Iris $1 Poudré', countInStock: 3 });
    const address = `3 Rue de l'Église, app. \\2 ; drop table orders; -- $2`;
    const res = await placeOrder(orderBody([{ product: iris.id, qty: 1 }], { shippingAddress1: address, city: 'Trois-Rivières' }), buyer.token, {
      'idempotency-key': `key-${Date.now()}`,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      user: { name: `Zoë O'Brien \\ "Z" 🌹` },
      shippingAddress1: address,
      city: 'Trois-Rivières',
      orderItems: [{ name: 'Iris $1 Poudré' }],
    });
    const [stored] = await server.deps.db.select().from(orders).where(eq(orders.id, res.body.id));
    expect(stored).toMatchObject({ userName: `Zoë O'Brien \\ "Z" 🌹`, shippingAddress1: address, city: 'Trois-Rivières' });
    expect(await stockOf(iris.id)).toBe(2);
  });

  it('prices from the database, ignores client prices, snapshots the lines and reserves stock', async () => {
    const rose = await insertProduct(server.deps.db, { name: 'Rose Absolute', priceCents: 1999, countInStock: 7, image: '/uploads/rose.webp' });
    const body = orderBody([{ product: rose.id, qty: 2 }], {
      itemsPrice: 0.01,
      shippingPrice: 0,
      taxPrice: 0,
      totalPrice: 0.01,
      user: 'someone-else',
      orderItems: [{ product: rose.id, qty: 2, price: 0.01, name: 'Free stuff' }],
    });
    const res = await placeOrder(body);
    expect(res.status).toBe(201);
    // 2 × 19.99 = 39.98; shipping 15% = 6.00 (5.997 rounded); tax 13% = 5.20 (5.1974 rounded)
    expect(res.body).toMatchObject({
      _id: res.body.id,
      user: { id: shopper.id, name: 'Jane Shopper', email: shopper.email },
      orderItems: [{ product: rose.id, name: 'Rose Absolute', image: '/uploads/rose.webp', price: 19.99, qty: 2 }],
      shippingAddress1: '12 Rue Sainte-Catherine',
      city: 'Montreal',
      postalCode: 'H2X 1K4',
      state: 'QC',
      country: 'Canada',
      phoneNumber: '514-555-1234',
      paymentMethod: 'PayPal',
      itemsPrice: 39.98,
      shippingPrice: 6,
      taxPrice: 5.2,
      totalPrice: 51.18,
      isPaid: false,
      paidAt: null,
      isDelivered: false,
      deliveredAt: null,
    });
    expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
    expect(await stockOf(rose.id)).toBe(5);
    const again = await server.call<Order>('GET', `/api/orders/${res.body.id}`, { token: shopper.token });
    expect(again.body).toEqual(res.body);
  });

  it('ships free above $100', async () => {
    const oud = await insertProduct(server.deps.db, { priceCents: 5001, countInStock: 5 });
    const res = await placeOrder(orderBody([{ product: oud.id, qty: 2 }]));
    expect(res.status).toBe(201);
    // 100.02 items: no shipping; tax 13.0026 → 13.00
    expect(res.body).toMatchObject({ itemsPrice: 100.02, shippingPrice: 0, taxPrice: 13, totalPrice: 113.02 });
  });

  it('charges shipping at exactly $100', async () => {
    const oud = await insertProduct(server.deps.db, { priceCents: 5000, countInStock: 5 });
    const res = await placeOrder(orderBody([{ product: oud.id, qty: 2 }]));
    expect(res.body).toMatchObject({ itemsPrice: 100, shippingPrice: 15, taxPrice: 13, totalPrice: 128 });
  });

  it('merges a product listed twice, so two lines cannot each pass a check for half the stock', async () => {
    const musk = await insertProduct(server.deps.db, { name: 'White Musk', priceCents: 1000, countInStock: 3 });
    const short = await placeOrder(
      orderBody([
        { product: musk.id, qty: 2 },
        { product: musk.id, qty: 2 },
      ]),
    );
    expect(short.status).toBe(409);
    expect(short.body.message).toBe(messages.insufficientStock('White Musk'));
    expect(await stockOf(musk.id)).toBe(3);

    const ok = await placeOrder(
      orderBody([
        { product: musk.id, qty: 1 },
        { product: musk.id, qty: 2 },
      ]),
    );
    expect(ok.status).toBe(201);
    expect(ok.body.orderItems).toEqual([{ product: musk.id, name: 'White Musk', image: musk.image, price: 10, qty: 3 }]);
    expect(ok.body.itemsPrice).toBe(30);
    expect(await stockOf(musk.id)).toBe(0);
  });
});

describe('POST /api/orders: refusals', () => {
  it('is all-or-nothing: a short second line creates nothing and keeps the first line in stock', async () => {
    const plenty = await insertProduct(server.deps.db, { name: 'Plenty', countInStock: 10 });
    const scarce = await insertProduct(server.deps.db, { name: 'Scarce Vetiver', countInStock: 1 });
    const before = await orderCount();
    const res = await placeOrder(
      orderBody([
        { product: plenty.id, qty: 3 },
        { product: scarce.id, qty: 2 },
      ]),
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: messages.insufficientStock('Scarce Vetiver'), code: 'insufficientStock' });
    expect(await stockOf(plenty.id)).toBe(10);
    expect(await stockOf(scarce.id)).toBe(1);
    expect(await orderCount()).toBe(before);
  });

  it('refuses an unknown product with 400 pointing at its line, and creates nothing', async () => {
    const known = await insertProduct(server.deps.db, { countInStock: 4 });
    const before = await orderCount();
    for (const unknown of ['00000000-0000-4000-8000-000000000000', '64b7f0c2a1b2c3d4e5f60718']) {
      const res = await placeOrder(
        orderBody([
          { product: known.id, qty: 1 },
          { product: unknown, qty: 1 },
        ]),
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: messages.productIdInvalid,
        code: 'productIdInvalid',
        issues: [{ path: 'orderItems.1.product', message: messages.productIdInvalid }],
      });
    }
    expect(await stockOf(known.id)).toBe(4);
    expect(await orderCount()).toBe(before);
  });

  it('validates the body with the domain schema (400 with issues), never a 5xx', async () => {
    const p = await insertProduct(server.deps.db);
    const cases: Array<[unknown, string]> = [
      [orderBody([]), messages.orderEmpty],
      [orderBody([{ product: p.id, qty: 0 }]), messages.qtyInvalid],
      [orderBody([{ product: p.id, qty: 1.5 }]), messages.qtyInvalid],
      [orderBody([{ product: "x'; drop table orders;--", qty: 1 }]), messages.productIdInvalid],
      [orderBody([{ product: p.id, qty: 1 }], { country: 'France' }), messages.countryInvalid],
      // A postal code of the other country (issue 27).
      [orderBody([{ product: p.id, qty: 1 }], { country: 'Canada', postalCode: '90210' }), messages.postalCodeRequired],
      [orderBody([{ product: p.id, qty: 1 }], { country: 'USA', postalCode: 'M5H 2N2' }), messages.postalCodeRequired],
      [orderBody([{ product: p.id, qty: 1 }], { paymentMethod: 'Cash' }), messages.paymentMethodRequired],
      [{ orderItems: 'lots' }, messages.orderEmpty],
    ];
    const before = await orderCount();
    for (const [body, message] of cases) {
      const res = await placeOrder(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await orderCount()).toBe(before);
    // The same order with the country's own form of code is placed.
    expect((await placeOrder(orderBody([{ product: p.id, qty: 1 }], { country: 'USA', postalCode: '90210-1234' }))).status).toBe(201);
    const raw = await server.call('POST', '/api/orders', { token: shopper.token, raw: '{"orderItems":', headers: { 'content-type': 'application/json' } });
    expect(raw.status).toBe(400);
    expect(raw.body.message).toBe(messages.malformedJson);
  });

  it('needs a signed-in user', async () => {
    const res = await server.call('POST', '/api/orders', { body: orderBody([]) });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(messages.noToken);
  });
});

describe('POST /api/orders: concurrency', () => {
  it('never oversells: 200 parallel single-unit orders on 5 in stock give five 201s and 195 409s', async () => {
    const rare = await insertProduct(server.deps.db, { name: 'Rare Ambergris', countInStock: 5 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => insertUser(server)));
    const before = await orderCount();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => placeOrder(orderBody([{ product: rare.id, qty: 1 }]), buyers[i % buyers.length]!.token)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(195);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe(messages.insufficientStock('Rare Ambergris'));
    expect(await stockOf(rare.id)).toBe(0);
    expect((await orderCount()) - before).toBe(5);
  });

  it('does not deadlock or oversell when baskets lock the same products in opposite orders', async () => {
    const a = await insertProduct(server.deps.db, { countInStock: 30 });
    const b = await insertProduct(server.deps.db, { countInStock: 30 });
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        placeOrder(
          orderBody(
            i % 2
              ? [
                  { product: a.id, qty: 1 },
                  { product: b.id, qty: 1 },
                ]
              : [
                  { product: b.id, qty: 1 },
                  { product: a.id, qty: 1 },
                ],
          ),
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    expect(await stockOf(a.id)).toBe(0);
    expect(await stockOf(b.id)).toBe(0);
  });
});

describe('POST /api/orders: Idempotency-Key', () => {
  it('50 parallel posts with one key and body create exactly one order, all answered with it', async () => {
    const p = await insertProduct(server.deps.db, { countInStock: 100 });
    const body = orderBody([{ product: p.id, qty: 2 }]);
    const before = await orderCount();
    const results = await Promise.all(Array.from({ length: 50 }, () => placeOrder(body, shopper.token, { 'idempotency-key': 'checkout-42' })));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect((await orderCount()) - before).toBe(1);
    expect(await stockOf(p.id)).toBe(98);
  });

  it('replays the first response later, and refuses the same key with another body (422)', async () => {
    const p = await insertProduct(server.deps.db, { countInStock: 10 });
    const headers = { 'idempotency-key': 'place-order-replay' };
    const first = await placeOrder(orderBody([{ product: p.id, qty: 1 }]), shopper.token, headers);
    const replay = await placeOrder(orderBody([{ product: p.id, qty: 1 }]), shopper.token, headers);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    const other = await placeOrder(orderBody([{ product: p.id, qty: 3 }]), shopper.token, headers);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(messages.idempotencyMismatch);
    expect(await stockOf(p.id)).toBe(9);
  });

  it('keeps its answer by reference: the key names the order it placed, and no answer body is written', async () => {
    const p = await insertProduct(server.deps.db, { countInStock: 5 });
    const first = await placeOrder(orderBody([{ product: p.id, qty: 1 }]), shopper.token, { 'idempotency-key': 'by-reference' });
    expect(first.status).toBe(201);
    const [key] = await server.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'by-reference'));
    expect(key).toMatchObject({ statusCode: 201, orderId: first.body.id, responseBody: null });
  });

  it('answers a replay with the order as it is now (cancelled since), under its first status', async () => {
    const p = await insertProduct(server.deps.db, { countInStock: 5 });
    const headers = { 'idempotency-key': 'replay-after-cancel' };
    const body = orderBody([{ product: p.id, qty: 2 }]);
    const first = await placeOrder(body, shopper.token, headers);
    expect(first.body.cancelledAt).toBeNull();
    expect((await server.call('PUT', `/api/orders/${first.body.id}/cancel`, { token: shopper.token })).status).toBe(200);
    const replay = await placeOrder(body, shopper.token, headers);
    expect(replay.status).toBe(201);
    expect(replay.body).toMatchObject({ id: first.body.id, orderItems: first.body.orderItems, totalPrice: first.body.totalPrice });
    expect(replay.body.cancelledAt).not.toBeNull();
    expect(await stockOf(p.id)).toBe(5);
  });

  it('replays a key answered before answers were kept by reference from the body it stored', async () => {
    const p = await insertProduct(server.deps.db, { countInStock: 5 });
    const headers = { 'idempotency-key': 'answered-with-a-body' };
    const body = orderBody([{ product: p.id, qty: 1 }]);
    const first = await placeOrder(body, shopper.token, headers);
    const stored = JSON.stringify({ ...first.body, note: 'as stored' });
    await server.deps.db.update(idempotencyKeys).set({ orderId: null, responseBody: stored }).where(eq(idempotencyKeys.key, 'answered-with-a-body'));
    const replay = await placeOrder(body, shopper.token, headers);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(JSON.parse(stored));
    expect(await stockOf(p.id)).toBe(4);
  });

  it('lets a refused order (out of stock) be retried with its key once stock is back', async () => {
    const p = await insertProduct(server.deps.db, { countInStock: 0, name: 'Back Soon' });
    const headers = { 'idempotency-key': 'retry-after-restock' };
    const body = orderBody([{ product: p.id, qty: 1 }]);
    expect((await placeOrder(body, shopper.token, headers)).status).toBe(409);
    await server.deps.db.update(products).set({ countInStock: 1 }).where(eq(products.id, p.id));
    expect((await placeOrder(body, shopper.token, headers)).status).toBe(201);
  });
});
