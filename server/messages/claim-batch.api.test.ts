import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, users } from '#server/db/schema.ts';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startTestServer } from '#server/test-support/test-server.ts';
import { claimBatch } from './claim-batch.ts';
import { queueMessage } from './outbox.ts';

// Issue 25, point 4 (docs/decisions/2026-11-30-one-statement-claim.md): the dispatcher claims a
// batch and reads the orders it is about in one statement. These tests call that statement
// themselves, so the server's own dispatcher is stopped first and only they claim.
describe('claiming a batch of messages with their orders (one statement)', () => {
  /**
   * A server whose dispatcher has finished its passes and will run no other. A long poll was not
   * enough (issue 50): the pass it runs as it starts, and the one an order's ring runs 200 ms
   * later, could claim the rows a test had just queued when the host was loaded, and the test's
   * own claim came back without them.
   */
  async function serverWithoutDispatcher() {
    const server = await startTestServer({}, { dispatcher: { pollMs: 600_000 } });
    // wake() resolves once the pass running now (the one from the start) and one after it are
    // done; stop() then clears the poll and the bell's listener before any timer can run again.
    await server.messages.wake();
    await server.messages.stop();
    return server;
  }

  it("claims what is due with each order's lines and its shopper's language, and leases it", async () => {
    const server = await serverWithoutDispatcher();
    try {
      const shopper = await server.makeUser();
      await server.deps.db.update(users).set({ language: 'fr' }).where(eq(users.id, shopper.id));
      const [rose, musk] = [await insertProduct(server.deps.db, { name: 'Rose' }), await insertProduct(server.deps.db, { name: 'Musk' })];
      const placed = await server.call('POST', '/api/orders', {
        token: shopper.token,
        body: orderBody([
          { product: musk.id, qty: 2 },
          { product: rose.id, qty: 1 },
        ]),
      });
      expect(placed.status).toBe(201);
      const orderId = placed.body.id as string;
      // What the order's own request queued (no dispatcher sends it now): out of the way.
      await server.deps.db.update(outbox).set({ status: 'sent' });

      const gone = randomUUID();
      const queued = [
        { kind: 'order-paid', subject: orderId, recipient: shopper.email },
        { kind: 'order-cancelled', subject: orderId, recipient: shopper.email },
        // An order deleted since: claimed (and given up by the dispatcher), with no order.
        { kind: 'order-delivered', subject: gone, recipient: shopper.email },
        // Subjects that are no uuid: never cast as one.
        { kind: 'password-reset', subject: `reset:${shopper.id}:1`, recipient: shopper.email, payload: { token: 'sealed' } },
        { kind: 'contact-message', subject: 'contact:hello', recipient: 'shop@example.com', payload: { name: 'Ana', email: 'ana@example.com', message: 'Hi' } },
      ] as const;
      for (const message of queued) await queueMessage(server.deps.db, message);

      const { claimed, orders } = await claimBatch(server.deps.db, 10, 60_000);
      expect(claimed.map((row) => row.kind).sort()).toEqual(queued.map((m) => m.kind).sort());
      expect(claimed.every((row) => row.attempts === 1 && row.dueAt.getTime() > Date.now() + 50_000)).toBe(true);
      expect(claimed.find((row) => row.kind === 'contact-message')?.payload).toEqual({ name: 'Ana', email: 'ana@example.com', message: 'Hi' });
      expect(claimed.every((row) => row.createdAt instanceof Date && !Number.isNaN(row.createdAt.getTime()))).toBe(true);

      expect([...orders.keys()]).toEqual([orderId]);
      const found = orders.get(orderId)!;
      expect(found.locale).toBe('fr');
      expect(found.order.totalCents).toBe(placed.body.totalPrice * 100);
      expect(found.order.createdAt).toBeInstanceOf(Date);
      // Its lines, in the order the shopper listed them.
      expect(found.items.map((item) => [item.name, item.qty])).toEqual([
        ['Musk', 2],
        ['Rose', 1],
      ]);

      // Leased: not due again until the lease ends, so a second claim finds nothing.
      expect((await claimBatch(server.deps.db, 10, 60_000)).claimed).toEqual([]);
      // In the table as claimed: still waiting (not sent, not given up), tried once.
      const rows = await server.deps.db
        .select({ status: outbox.status, attempts: outbox.attempts })
        .from(outbox)
        .where(
          inArray(
            outbox.id,
            claimed.map((row) => row.id),
          ),
        );
      expect(rows).toHaveLength(queued.length);
      expect(rows.every((row) => row.status === 'waiting' && row.attempts === 1)).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('takes no more than its limit, soonest queued first', async () => {
    const server = await serverWithoutDispatcher();
    try {
      await server.deps.db.update(outbox).set({ status: 'sent' });
      for (let n = 0; n < 4; n++)
        await queueMessage(server.deps.db, {
          kind: 'contact-message',
          subject: `contact:${n}`,
          recipient: 'shop@example.com',
          payload: { name: 'A', email: 'a@example.com', message: String(n) },
        });
      const first = await claimBatch(server.deps.db, 3, 60_000);
      expect(first.claimed.map((row) => row.subject)).toEqual(['contact:0', 'contact:1', 'contact:2']);
      expect((await claimBatch(server.deps.db, 3, 60_000)).claimed.map((row) => row.subject)).toEqual(['contact:3']);
    } finally {
      await server.close();
    }
  });
});
