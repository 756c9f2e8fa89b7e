import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Issue 25, point 4 (docs/decisions/2026-11-30-outbox-bell.md): a queued message sends no NOTIFY;
// the instance whose write or sweep queued it rings its own dispatcher. The dispatchers' poll is
// lengthened to a minute here, so a mail that goes within seconds went by the bell.
const NO_POLL = { pollMs: 60_000 };
/**
 * Within a third of that minute: the first mail starts the mail worker, seconds on a busy
 * machine; a mail that waited for the poll would take the minute.
 */
const BY_THE_BELL_MS = 20_000;

/** The kinds of the mails written to DATA_DIR/mail so far (their file names end in kind and id). */
async function mailKinds(server: TestServer): Promise<string[]> {
  const names = await readdir(join(server.deps.env.dataDir, 'mail')).catch(() => [] as string[]);
  return names.map((name) => /-(order-[a-z]+)-[0-9a-f]{8}\.eml$/.exec(name)?.[1] ?? name).sort();
}

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the outbox bell (issue 25: orders and cancels without a NOTIFY each)', () => {
  it("sends an order's mail and its cancel's at once, and sends no NOTIFY for either", async () => {
    const server = await startTestServer({}, { dispatcher: NO_POLL });
    const heard: string[] = [];
    const unlisten = await server.database.listen('outbox', (payload) => heard.push(payload));
    try {
      const shopper = await server.makeUser();
      const product = await insertProduct(server.deps.db);
      const placed = await server.call('POST', '/api/orders', { token: shopper.token, body: orderBody([{ product: product.id, qty: 1 }]) });
      expect(placed.status).toBe(201);
      await until(async () => (await mailKinds(server)).includes('order-placed'), BY_THE_BELL_MS);
      const cancelled = await server.call('PUT', `/api/orders/${placed.body.id}/cancel`, { token: shopper.token });
      expect(cancelled.status).toBe(200);
      await until(async () => (await mailKinds(server)).includes('order-cancelled'), BY_THE_BELL_MS);
      expect(await mailKinds(server)).toEqual(['order-cancelled', 'order-placed']);
      expect(heard).toEqual([]);
    } finally {
      await unlisten();
      await server.close();
    }
  });

  it("sends the cancellation of an order whose hold ran out as soon as this instance's sweep cancelled it", async () => {
    // A hold of 3 s, swept every second.
    const server = await startTestServer({ ORDER_HOLD_MINUTES: '0.05' }, { dispatcher: NO_POLL });
    try {
      const shopper = await server.makeUser();
      const product = await insertProduct(server.deps.db);
      const placed = await server.call('POST', '/api/orders', { token: shopper.token, body: orderBody([{ product: product.id, qty: 1 }]) });
      expect(placed.status).toBe(201);
      await until(async () => (await mailKinds(server)).includes('order-cancelled'), BY_THE_BELL_MS);
      const order = await server.call('GET', `/api/orders/${placed.body.id}`, { token: shopper.token });
      expect(order.body.cancelledAt).not.toBeNull();
    } finally {
      await server.close();
    }
  });
});
