import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema.ts';
import { fakePaypalEnv, startFakePaypal } from '#server/test-support/fake-paypal.ts';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startTestServer } from '#server/test-support/test-server.ts';
import { heldCaptures } from './held-capture.ts';
import { startInstanceProcess } from './instance-process.ts';
import { postgresUrl, skipReason } from './two-instances.ts';

// An instance can die at any point of a request (SIGKILL, a lost host). A write it was in the
// middle of must neither half-happen nor block the client's retry with the same key elsewhere.
describe.skipIf(!postgresUrl)(`a write cut short by a killed instance (${skipReason})`, () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
  });

  it('is retried with the same Idempotency-Key on another instance, and happens once', async () => {
    const fake = await startFakePaypal();
    cleanup.push(() => fake.close());
    const paypal = await heldCaptures(fake.url);
    cleanup.push(() => paypal.close());
    const paypalEnv = { ...fakePaypalEnv(fake), PAYPAL_API_BASE: paypal.url };

    const survivor = await startTestServer(paypalEnv);
    cleanup.push(() => survivor.close());
    const doomed = await startInstanceProcess(survivor.databaseUrl!, paypalEnv);
    cleanup.push(() => doomed.stop());

    const shopper = await survivor.makeUser();
    const product = await insertProduct(survivor.deps.db, { countInStock: 3 });
    const placed = await survivor.call('POST', '/api/orders', { token: shopper.token, body: orderBody([{ product: product.id, qty: 1 }]) });
    expect(placed.status).toBe(201);
    const created = await survivor.call('POST', `/api/orders/${placed.body.id}/paypal`, { token: shopper.token });
    expect(created.status).toBe(200);

    // The payment reaches the doomed instance, which claims the key and waits on PayPal…
    const key = randomUUID();
    const pay = { token: shopper.token, body: { paypalOrderId: created.body.id }, headers: { 'idempotency-key': key } };
    const cut = fetch(`${doomed.url}/api/orders/${placed.body.id}/pay`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'auth-token': shopper.token, 'idempotency-key': key },
      body: JSON.stringify(pay.body),
    }).then(
      (res) => res.status,
      () => 'connection cut',
    );
    await paypal.captureArrived();
    // …and dies there.
    const exited = once(doomed.child, 'exit');
    doomed.child.kill('SIGKILL');
    await exited;
    expect(await cut).toBe('connection cut');
    paypal.release();

    // The client retries on the instance that is left, with the same key: it runs, once.
    const retry = await survivor.call('PUT', `/api/orders/${placed.body.id}/pay`, pay);
    expect(retry.status).toBe(200);
    expect(retry.body.isPaid).toBe(true);
    const again = await survivor.call('PUT', `/api/orders/${placed.body.id}/pay`, pay);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const [row] = await survivor.deps.db.select().from(orders).where(eq(orders.id, placed.body.id));
    expect(row?.isPaid).toBe(true);
    expect(fake.calls.filter((c) => c.path.endsWith('/capture'))).toHaveLength(1);
  }, 240_000);
});
