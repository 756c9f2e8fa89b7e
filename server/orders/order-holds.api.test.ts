import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import type { Order } from '#domain/schemas/order.ts';
import type { ApiError } from '#domain/schemas/validation.ts';
import { heldCaptures } from '#server/cluster/held-capture.ts';
import { orders, products } from '#server/db/schema.ts';
import { fakePaypalEnv, startFakePaypal, type FakePaypal } from '#server/test-support/fake-paypal.ts';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';
import { insertUser, type TestUser } from '#server/test-support/user-fixtures.ts';
import { expireHolds } from './order-holds.ts';
import { refundRequestId } from './pay-order.ts';

// Stock holds (issue: abuse): an unpaid order holds its scents for ORDER_HOLD_MINUTES, then is
// cancelled with its stock back; its owner may cancel it sooner; one shopper holds a bounded
// number of unpaid units; a capture that lands after the cancellation is refunded.

const stockOf = async (server: TestServer, id: string) =>
  (await server.deps.db.select({ n: products.countInStock }).from(products).where(eq(products.id, id)))[0]!.n;
const rowOf = async (server: TestServer, id: string) => (await server.deps.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const place = (server: TestServer, user: TestUser, lines: Array<{ product: string; qty: number }>) =>
  server.call<Order & ApiError>('POST', '/api/orders', { token: user.token, body: orderBody(lines) });
async function placed(server: TestServer, user: TestUser, lines: Array<{ product: string; qty: number }>): Promise<Order> {
  const res = await place(server, user, lines);
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
const cancel = (server: TestServer, user: TestUser, id: string) => server.call<Order & ApiError>('PUT', `/api/orders/${id}/cancel`, { token: user.token });
const testPay = (server: TestServer, user: TestUser, id: string) =>
  server.call<Order & ApiError>('PUT', `/api/orders/${id}/pay`, { token: user.token, body: { testPayment: true } });
/** As if the order had been placed an hour ago. */
const backdate = (server: TestServer, ids: string[]) =>
  server.deps.db
    .update(orders)
    .set({ createdAt: sql`now() - interval '1 hour'` })
    .where(inArray(orders.id, ids));

async function until(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a hold that runs out (ORDER_HOLD_MINUTES)', () => {
  let server: TestServer;
  let shopper: TestUser;
  beforeAll(async () => {
    // 1.8 s: the sweep runs every second.
    server = await startTestServer({ ORDER_HOLD_MINUTES: '0.03' });
    shopper = await insertUser(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('cancels the unpaid order on its own, puts its stock back, and refuses to take payment for it', async () => {
    const rose = await insertProduct(server.deps.db, { countInStock: 5 });
    const order = await placed(server, shopper, [{ product: rose.id, qty: 2 }]);
    expect(order.cancelledAt).toBeNull();
    expect(await stockOf(server, rose.id)).toBe(3);
    // Read from the database, not through the API: the sweep does it with nobody asking.
    await until(async () => (await rowOf(server, order.id)).cancelledAt !== null);
    expect(await stockOf(server, rose.id)).toBe(5);

    const shown = await server.call<Order>('GET', `/api/orders/${order.id}`, { token: shopper.token });
    expect(shown.body).toMatchObject({ isPaid: false, cancelledAt: expect.any(String) });
    const paid = await testPay(server, shopper, order.id);
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe(messages.orderCancelled);
    const paypal = await server.call<ApiError>('POST', `/api/orders/${order.id}/paypal`, { token: shopper.token });
    expect(paypal.status).toBe(409);
    expect(await stockOf(server, rose.id)).toBe(5);
    expect((await rowOf(server, order.id)).isPaid).toBe(false);
  });

  it('leaves a paid order alone', async () => {
    const iris = await insertProduct(server.deps.db, { countInStock: 4 });
    const order = await placed(server, shopper, [{ product: iris.id, qty: 1 }]);
    expect((await testPay(server, shopper, order.id)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(await rowOf(server, order.id)).toMatchObject({ isPaid: true, cancelledAt: null });
    expect(await stockOf(server, iris.id)).toBe(3);
  });

  it('tells the shop how long a shopper has to pay', async () => {
    const config = await server.call<{ orderHoldMinutes: number }>('GET', '/api/config/paypal');
    expect(config.body.orderHoldMinutes).toBe(0.03);
  });
});

describe('holds on a shop with the default hold', () => {
  let server: TestServer;
  let shopper: TestUser;
  let other: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ MAX_UNPAID_UNITS: '5' });
    shopper = await insertUser(server);
    other = await insertUser(server);
    admin = await insertUser(server, { admin: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('holds for 30 minutes unless told otherwise', async () => {
    expect(server.deps.env.orderHoldMs).toBe(30 * 60_000);
    const config = await server.call<{ orderHoldMinutes: number }>('GET', '/api/config/paypal');
    expect(config.body.orderHoldMinutes).toBe(30);
  });

  describe('PUT /api/orders/:id/cancel', () => {
    it('lets the owner cancel an unpaid order: its stock is back at once, and a second cancel changes nothing', async () => {
      const musk = await insertProduct(server.deps.db, { countInStock: 6 });
      const order = await placed(server, shopper, [{ product: musk.id, qty: 2 }]);
      expect(await stockOf(server, musk.id)).toBe(4);
      const first = await cancel(server, shopper, order.id);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ id: order.id, isPaid: false, cancelledAt: expect.any(String) });
      expect(await stockOf(server, musk.id)).toBe(6);
      const again = await cancel(server, shopper, order.id);
      expect(again.status).toBe(200);
      expect(again.body.cancelledAt).toBe(first.body.cancelledAt);
      expect(await stockOf(server, musk.id)).toBe(6);
      const paid = await testPay(server, shopper, order.id);
      expect(paid.status).toBe(409);
      expect(paid.body.message).toBe(messages.orderCancelled);
    });

    it('ten cancels of one order at once (taps on two devices, retries) put its stock back once, and all answer the same cancelled order', async () => {
      const amber = await insertProduct(server.deps.db, { countInStock: 9 });
      const vetiver = await insertProduct(server.deps.db, { countInStock: 5 });
      const order = await placed(server, shopper, [
        { product: amber.id, qty: 2 },
        { product: vetiver.id, qty: 3 },
      ]);
      const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(server, shopper, order.id)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      expect(new Set(answers.map((a) => a.body.cancelledAt)).size).toBe(1);
      expect(await stockOf(server, amber.id)).toBe(9);
      expect(await stockOf(server, vetiver.id)).toBe(5);
    });

    it("is 404 for another shopper's order and for an admin, and changes nothing", async () => {
      const oud = await insertProduct(server.deps.db, { countInStock: 3 });
      const order = await placed(server, shopper, [{ product: oud.id, qty: 1 }]);
      for (const someone of [other, admin]) {
        const res = await cancel(server, someone, order.id);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(messages.orderNotFound);
      }
      expect((await cancel(server, shopper, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect((await server.call('PUT', `/api/orders/${order.id}/cancel`)).status).toBe(401);
      expect(await rowOf(server, order.id)).toMatchObject({ cancelledAt: null });
      expect(await stockOf(server, oud.id)).toBe(2);
      await cancel(server, shopper, order.id);
    });

    it('refuses to cancel a paid order', async () => {
      const vetiver = await insertProduct(server.deps.db, { countInStock: 3 });
      const order = await placed(server, shopper, [{ product: vetiver.id, qty: 1 }]);
      expect((await testPay(server, shopper, order.id)).status).toBe(200);
      const res = await cancel(server, shopper, order.id);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(messages.orderAlreadyPaid);
      expect(await rowOf(server, order.id)).toMatchObject({ isPaid: true, cancelledAt: null });
      expect(await stockOf(server, vetiver.id)).toBe(2);
    });
  });

  describe('the unpaid-units cap (MAX_UNPAID_UNITS)', () => {
    it('refuses an order past the cap with 409, takes no stock, and counts only orders still holding', async () => {
      const shopperB = await insertUser(server);
      const amber = await insertProduct(server.deps.db, { countInStock: 50 });
      const first = await placed(server, shopperB, [{ product: amber.id, qty: 3 }]);
      const over = await place(server, shopperB, [{ product: amber.id, qty: 3 }]);
      expect(over.status).toBe(409);
      expect(over.body.message).toBe(messages.unpaidUnitsCap(3, 5));
      expect(await stockOf(server, amber.id)).toBe(47);
      expect((await place(server, shopperB, [{ product: amber.id, qty: 2 }])).status).toBe(201);

      // A paid order and a cancelled one hold nothing.
      expect((await testPay(server, shopperB, first.id)).status).toBe(200);
      const third = await placed(server, shopperB, [{ product: amber.id, qty: 3 }]);
      expect((await cancel(server, shopperB, third.id)).status).toBe(200);
      expect((await place(server, shopperB, [{ product: amber.id, qty: 3 }])).status).toBe(201);
    });

    it('refuses one order larger than the cap', async () => {
      const shopperC = await insertUser(server);
      const cedar = await insertProduct(server.deps.db, { countInStock: 50 });
      const res = await place(server, shopperC, [{ product: cedar.id, qty: 6 }]);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(messages.unpaidUnitsCap(0, 5));
      expect(await stockOf(server, cedar.id)).toBe(50);
    });

    it('counts every unit of an order of several lines, a scent listed twice included', async () => {
      const shopperF = await insertUser(server);
      const rose = await insertProduct(server.deps.db, { countInStock: 50 });
      const iris = await insertProduct(server.deps.db, { countInStock: 50 });
      await placed(server, shopperF, [
        { product: rose.id, qty: 1 },
        { product: iris.id, qty: 2 },
        { product: rose.id, qty: 1 },
      ]);
      const over = await place(server, shopperF, [{ product: iris.id, qty: 2 }]);
      expect(over.status).toBe(409);
      expect(over.body.message).toBe(messages.unpaidUnitsCap(4, 5));
      expect((await place(server, shopperF, [{ product: iris.id, qty: 1 }])).status).toBe(201);
    });

    it('holds under concurrency: 12 one-unit orders at once from one shopper, exactly 5 placed', async () => {
      const shopperD = await insertUser(server);
      const neroli = await insertProduct(server.deps.db, { countInStock: 100 });
      const results = await Promise.all(Array.from({ length: 12 }, () => place(server, shopperD, [{ product: neroli.id, qty: 1 }])));
      expect(results.filter((r) => r.status === 201)).toHaveLength(5);
      expect(results.filter((r) => r.status === 409)).toHaveLength(7);
      expect(await stockOf(server, neroli.id)).toBe(95);
    });
  });

  it('two sweeps at once (two instances) cancel each expired order once and put its stock back once', async () => {
    const shopperE = await insertUser(server);
    const lily = await insertProduct(server.deps.db, { countInStock: 40 });
    const tonka = await insertProduct(server.deps.db, { countInStock: 40 });
    const placedOrders: Order[] = [];
    // One shopper holds at most five units: many shoppers, as an attack or a busy hour would be.
    for (let i = 0; i < 10; i++) {
      const buyer = await insertUser(server);
      placedOrders.push(
        await placed(server, buyer, [
          { product: lily.id, qty: 2 },
          { product: tonka.id, qty: 1 },
        ]),
      );
    }
    const recent = await placed(server, shopperE, [{ product: lily.id, qty: 1 }]);
    expect(await stockOf(server, lily.id)).toBe(19);
    await backdate(
      server,
      placedOrders.map((o) => o.id),
    );

    const counts = await Promise.all(Array.from({ length: 4 }, () => expireHolds(server.deps.db, server.deps.env.orderHoldMs)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(10);
    expect(await stockOf(server, lily.id)).toBe(39);
    expect(await stockOf(server, tonka.id)).toBe(40);
    for (const order of placedOrders) expect((await rowOf(server, order.id)).cancelledAt).not.toBeNull();
    expect((await rowOf(server, recent.id)).cancelledAt).toBeNull();
  });

  it('an expired order the sweep has not reached yet is cancelled when its shopper opens or pays it', async () => {
    const shopperF = await insertUser(server);
    const fig = await insertProduct(server.deps.db, { countInStock: 10 });
    const order = await placed(server, shopperF, [{ product: fig.id, qty: 4 }]);
    await backdate(server, [order.id]);
    const paid = await testPay(server, shopperF, order.id);
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe(messages.orderCancelled);
    expect(await stockOf(server, fig.id)).toBe(10);

    const second = await placed(server, shopperF, [{ product: fig.id, qty: 1 }]);
    await backdate(server, [second.id]);
    const shown = await server.call<Order>('GET', `/api/orders/${second.id}`, { token: shopperF.token });
    expect(shown.body.cancelledAt).not.toBeNull();
    expect(await stockOf(server, fig.id)).toBe(10);
  });
});

describe('a PayPal capture that completes after the order was cancelled', () => {
  let fake: FakePaypal;
  let held: Awaited<ReturnType<typeof heldCaptures>>;
  let server: TestServer;
  let shopper: TestUser;
  beforeAll(async () => {
    fake = await startFakePaypal();
    held = await heldCaptures(fake.url);
    server = await startTestServer({ ...fakePaypalEnv(fake), PAYPAL_API_BASE: held.url });
    shopper = await insertUser(server);
  });
  afterAll(async () => {
    await server?.close();
    await held?.close();
    await fake?.close();
  });

  it('is refunded in full, once, and the shopper is told; the stock went back once', async () => {
    const rose = await insertProduct(server.deps.db, { countInStock: 5, priceCents: 1500 });
    const order = await placed(server, shopper, [{ product: rose.id, qty: 2 }]);
    const created = await server.call<{ id: string }>('POST', `/api/orders/${order.id}/paypal`, { token: shopper.token });
    expect(created.status).toBe(200);

    // The capture is on its way to PayPal when the hold runs out.
    const paying = server.call<Order & ApiError>('PUT', `/api/orders/${order.id}/pay`, { token: shopper.token, body: { paypalOrderId: created.body.id } });
    await held.captureArrived();
    await backdate(server, [order.id]);
    expect(await expireHolds(server.deps.db, server.deps.env.orderHoldMs)).toBe(1);
    expect(await stockOf(server, rose.id)).toBe(5);
    held.release();

    const answer = await paying;
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(messages.orderCancelledAfterPayment);
    expect(fake.refunds).toHaveLength(1);
    const capturedId = (await rowOf(server, order.id)).paymentCaptureId;
    expect(fake.refunds[0]).toMatchObject({ captureId: capturedId, requestId: refundRequestId(order.id) });
    expect(await rowOf(server, order.id)).toMatchObject({ isPaid: false, cancelledAt: expect.any(Date) });

    // The shopper tries again: the same refund (PayPal-Request-Id), never a second one.
    const retry = await server.call<ApiError>('PUT', `/api/orders/${order.id}/pay`, { token: shopper.token, body: { paypalOrderId: created.body.id } });
    expect(retry.status).toBe(409);
    expect(retry.body.message).toBe(messages.orderCancelledAfterPayment);
    expect(fake.refunds).toHaveLength(1);
    expect(fake.calls.filter((c) => c.path.endsWith('/refund')).every((c) => c.requestId === refundRequestId(order.id))).toBe(true);
    expect(await stockOf(server, rose.id)).toBe(5);
  });
});
