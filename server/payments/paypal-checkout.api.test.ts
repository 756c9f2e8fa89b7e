import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';

import type { Order } from '#domain/schemas/order.ts';
import type { ApiError } from '#domain/schemas/validation.ts';
import { orders } from '#server/db/schema.ts';
import { fakePaypalEnv, startFakePaypal, type CaptureMode, type FakePaypal } from '#server/test-support/fake-paypal.ts';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';
import { insertUser, type TestUser } from '#server/test-support/user-fixtures.ts';

let fake: FakePaypal;
let server: TestServer;
let shopper: TestUser;
let productId: string;

beforeAll(async () => {
  fake = await startFakePaypal();
  server = await startTestServer(fakePaypalEnv(fake));
  shopper = await insertUser(server);
  // 2 × 12.34 = 24.68 items, 3.70 shipping, 3.21 tax: 31.59, a total with all the cents used
  productId = (await insertProduct(server.deps.db, { priceCents: 1234, countInStock: 1000 })).id;
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

async function placeOrder(s: TestServer = server, user: TestUser = shopper): Promise<Order> {
  const res = await s.call<Order>('POST', '/api/orders', { token: user.token, body: orderBody([{ product: productId, qty: 2 }]) });
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
const startPaypal = (order: Order, s: TestServer = server) => s.call<{ id: string }>('POST', `/api/orders/${order.id}/paypal`, { token: shopper.token });
const pay = (order: Order, body: unknown, headers: Record<string, string> = {}) =>
  server.call<Order & ApiError>('PUT', `/api/orders/${order.id}/pay`, { token: shopper.token, body, headers });
const rowOf = async (id: string) => (await server.deps.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const captureCalls = () => fake.calls.filter((c) => c.path.endsWith('/capture'));

async function expectUnpaid(order: Order) {
  const row = await rowOf(order.id);
  expect(row.isPaid).toBe(false);
  expect(row.paymentCaptureId).toBeNull();
  expect((await server.call<Order>('GET', `/api/orders/${order.id}`, { token: shopper.token })).body.isPaid).toBe(false);
}

describe('PayPal checkout against the fake PayPal', () => {
  it('creates the PayPal order for our total in CAD, captures it once and marks the order paid', async () => {
    const order = await placeOrder();
    expect(order.totalPrice).toBe(31.59);
    const created = await startPaypal(order);
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ id: expect.any(String) });
    expect(fake.orders.get(created.body.id)).toMatchObject({ currency: 'CAD', value: '31.59', customId: order.id });
    expect((await rowOf(order.id)).paypalOrderId).toBe(created.body.id);

    const paid = await pay(order, { paypalOrderId: created.body.id });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ id: order.id, isPaid: true, isDelivered: false, totalPrice: 31.59 });
    const row = await rowOf(order.id);
    expect(row.paymentCaptureId).toMatch(/^[A-Z0-9]+$/);
    expect(row.paymentPayerEmail).toBe('buyer@example.com');
    expect(captureCalls().at(-1)).toMatchObject({ path: `/v2/checkout/orders/${created.body.id}/capture`, requestId: `capture-${order.id}` });
    // One OAuth token serves every call until it expires.
    expect(fake.tokensIssued()).toBe(1);
  });

  it.each<CaptureMode>(['pending', 'declined', 'order-not-completed', 'wrong-currency', 'amount-off-by-one-cent', 'wrong-payee', 'wrong-custom-id'])(
    'leaves the order unpaid with 400 when the capture is %s',
    async (mode) => {
      const order = await placeOrder();
      const created = await startPaypal(order);
      fake.nextCapture(mode);
      const res = await pay(order, { paypalOrderId: created.body.id });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: messages.paymentNotVerified, code: 'paymentNotVerified' });
      await expectUnpaid(order);
      // Trying again reaches PayPal with the same request id and gets the same verdict.
      const again = await pay(order, { paypalOrderId: created.body.id });
      expect(again.status).toBe(400);
      await expectUnpaid(order);
    },
  );

  it('refuses a capture id that already paid for another order', async () => {
    const first = await placeOrder();
    const firstPaypal = await startPaypal(first);
    expect((await pay(first, { paypalOrderId: firstPaypal.body.id })).status).toBe(200);

    const second = await placeOrder();
    const secondPaypal = await startPaypal(second);
    fake.nextCapture('reused-capture-id');
    const res = await pay(second, { paypalOrderId: secondPaypal.body.id });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.paymentNotVerified);
    await expectUnpaid(second);
    expect((await rowOf(first.id)).isPaid).toBe(true);
  });

  it('refuses a PayPal order id other than the one created for this order, without capturing it', async () => {
    const mine = await placeOrder();
    const other = await placeOrder();
    const otherPaypal = await startPaypal(other);
    const capturesBefore = captureCalls().length;

    const notStarted = await pay(mine, { paypalOrderId: otherPaypal.body.id });
    expect(notStarted.status).toBe(400);
    expect(notStarted.body.message).toBe(messages.paymentNotVerified);
    await startPaypal(mine);
    for (const paypalOrderId of [otherPaypal.body.id, 'MADEUP0000000000']) {
      const res = await pay(mine, { paypalOrderId });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(messages.paymentNotVerified);
    }
    expect(captureCalls().length).toBe(capturesBefore);
    await expectUnpaid(mine);
  });

  it('captures once when the shopper double-clicks Pay', async () => {
    const order = await placeOrder();
    const created = await startPaypal(order);
    const results = await Promise.all([1, 2, 3].map(() => pay(order, { paypalOrderId: created.body.id })));
    for (const r of results) expect([200, 400]).toContain(r.status);
    expect(results.some((r) => r.status === 200)).toBe(true);
    for (const r of results.filter((x) => x.status === 400)) expect(r.body.message).toBe(messages.orderAlreadyPaid);
    expect(fake.orders.get(created.body.id)?.status).toBe('COMPLETED');
    expect((await rowOf(order.id)).isPaid).toBe(true);
  });

  it('replays the first response to a repeated pay with the same Idempotency-Key, without calling PayPal', async () => {
    const order = await placeOrder();
    const created = await startPaypal(order);
    const headers = { 'idempotency-key': `pay-${order.id}` };
    const first = await pay(order, { paypalOrderId: created.body.id }, headers);
    const capturesAfterFirst = captureCalls().length;
    const replay = await pay(order, { paypalOrderId: created.body.id }, headers);
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(captureCalls().length).toBe(capturesAfterFirst);
  });

  it('says 502 when PayPal fails, and the retry then succeeds', async () => {
    const order = await placeOrder();
    const created = await startPaypal(order);
    fake.nextCapture('server-error');
    const failed = await pay(order, { paypalOrderId: created.body.id });
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ message: messages.paypalUnavailable, code: 'paypalUnavailable' });
    await expectUnpaid(order);
    const retried = await pay(order, { paypalOrderId: created.body.id });
    expect(retried.status).toBe(200);
    expect(retried.body.isPaid).toBe(true);
  });

  it('says 400 when PayPal declines the instrument', async () => {
    const order = await placeOrder();
    const created = await startPaypal(order);
    fake.nextCapture('instrument-declined');
    const res = await pay(order, { paypalOrderId: created.body.id });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.paymentNotVerified);
    await expectUnpaid(order);
  });

  it('never accepts client-sent "payment details" as proof of payment', async () => {
    const order = await placeOrder();
    const res = await pay(order, { id: 'FAKE', status: 'COMPLETED', update_time: 'now', email_address: 'x@example.com' });
    expect(res.status).toBe(400);
    await expectUnpaid(order);
  });
});

describe('PayPal unavailable or misconfigured, and test payments switched off', () => {
  it('answers 502 when PayPal cannot be reached or refuses our credentials, and stores nothing', async () => {
    for (const env of [
      { ...fakePaypalEnv(fake), PAYPAL_API_BASE: 'http://127.0.0.1:9' },
      { ...fakePaypalEnv(fake), PAYPAL_CLIENT_SECRET: 'wrong-secret' },
    ]) {
      const s = await startTestServer(env);
      try {
        const user = await insertUser(s);
        productId = (await insertProduct(s.deps.db, { countInStock: 5 })).id;
        const order = await placeOrder(s, user);
        const res = await s.call('POST', `/api/orders/${order.id}/paypal`, { token: user.token });
        expect(res.status).toBe(502);
        expect(res.body).toEqual({ message: messages.paypalUnavailable, code: 'paypalUnavailable' });
        const [row] = await s.deps.db.select().from(orders).where(eq(orders.id, order.id));
        expect(row?.paypalOrderId).toBeNull();
      } finally {
        await s.close();
      }
    }
  });

  it('refuses a test payment when TEST_PAYMENTS is off', async () => {
    const s = await startTestServer({ ...fakePaypalEnv(fake), TEST_PAYMENTS: 'off' });
    try {
      const user = await insertUser(s);
      productId = (await insertProduct(s.deps.db, { countInStock: 5 })).id;
      const order = await placeOrder(s, user);
      const res = await s.call('PUT', `/api/orders/${order.id}/pay`, { token: user.token, body: { testPayment: true } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: messages.testPaymentsDisabled, code: 'testPaymentsDisabled' });
      expect((await s.call<Order>('GET', `/api/orders/${order.id}`, { token: user.token })).body.isPaid).toBe(false);
    } finally {
      await s.close();
    }
  });
});
