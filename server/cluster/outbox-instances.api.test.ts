import { once } from 'node:events';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { outbox } from '#server/db/schema.ts';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startSilentSmtpServer, startSmtpTestServer } from '#server/test-support/smtp-test-server.ts';
import { createEmptyTestDatabase, startTestServer } from '#server/test-support/test-server.ts';
import { startInstanceProcess } from './instance-process.ts';
import { postgresUrl, skipReason, startTwoInstances } from './two-instances.ts';

// Issue 22: several instances on PostgreSQL send from one outbox: each mail once, and the mail
// of an instance that dies holding it is sent by another once its lease ends.
const orderIdIn = (text: string | undefined) => /\/order\/([0-9a-f-]{36})/.exec(text ?? '')?.[1];

describe.skipIf(!postgresUrl)(`two instances sharing one outbox (${skipReason})`, () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
  });

  it('sends 20 mails for 20 orders placed on either instance, none twice', async () => {
    const smtp = await startSmtpTestServer();
    cleanup.push(() => smtp.close());
    const { a, b, close } = await startTwoInstances({ SMTP_URL: smtp.url });
    cleanup.push(close);
    const shopper = await a.makeUser();
    const product = await insertProduct(a.deps.db, { countInStock: 100 });
    const placed = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? a : b).call('POST', '/api/orders', { token: shopper.token, body: orderBody([{ product: product.id, qty: 1 }]) }),
      ),
    );
    expect(placed.map((res) => res.status)).toEqual(Array(20).fill(201));
    await smtp.waitFor((m) => /is placed$/.test(m.subject ?? ''), { count: 20 });
    // Both dispatchers keep polling: a mail sent twice would show up now.
    await new Promise((r) => setTimeout(r, 4_000));
    const mailed = smtp.mails.map((m) => orderIdIn(m.text));
    expect(mailed).toHaveLength(20);
    expect(new Set(mailed)).toEqual(new Set(placed.map((res) => res.body.id)));
  }, 120_000);

  it('sends the mail of an instance killed right after queueing it, once its lease ends', async () => {
    const database = await createEmptyTestDatabase();
    cleanup.push(() => database.drop());
    // The doomed instance's mail server takes the connection and never answers: the instance
    // has claimed the message and is in the middle of sending it when it is killed.
    const silent = await startSilentSmtpServer();
    cleanup.push(() => silent.close());
    const leaseSeconds = 6;
    const doomed = await startInstanceProcess(database.databaseUrl, { SMTP_URL: silent.url, OUTBOX_LEASE_SECONDS: String(leaseSeconds) });
    cleanup.push(() => doomed.stop());
    const handle = await openDatabase({ databaseUrl: database.databaseUrl, maxConnections: 2 });
    cleanup.push(() => handle.close());
    const product = await insertProduct(handle.db, { countInStock: 5 });

    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${doomed.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { 'auth-token': token } : {}) },
        body: JSON.stringify(body),
      });
    const registered = (await (
      await post('/api/users/register', { name: 'Left Behind', email: 'left-behind@example.com', password: 'Password123!' })
    ).json()) as { user: { token: string } };
    const placed = await post('/api/orders', orderBody([{ product: product.id, qty: 1 }]), registered.user.token);
    expect(placed.status).toBe(201);
    const orderId = ((await placed.json()) as { id: string }).id;

    const deadline = Date.now() + 20_000;
    while (silent.connections() === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(silent.connections()).toBe(1);
    const exited = once(doomed.child, 'exit');
    doomed.child.kill('SIGKILL');
    await exited;
    const [claimed] = await handle.db.select().from(outbox).where(eq(outbox.subject, orderId));
    expect(claimed).toMatchObject({ status: 'waiting', attempts: 1 });

    const smtp = await startSmtpTestServer();
    cleanup.push(() => smtp.close());
    const survivor = await startTestServer({ SMTP_URL: smtp.url }, { attachTo: { databaseUrl: database.databaseUrl } });
    cleanup.push(() => survivor.close());
    const [mail] = await smtp.waitFor((m) => orderIdIn(m.text) === orderId, { timeoutMs: (leaseSeconds + 20) * 1000 });
    const arrivedAt = Date.now();
    // Not before the lease ended: the survivor never took a message another instance held.
    expect(arrivedAt).toBeGreaterThanOrEqual(claimed!.dueAt.getTime() - 200);
    expect(mail!.subject).toMatch(/is placed$/);
    // Marked sent (after the mail server took it: a second sending would be in by now), on the second try.
    const row = await vi.waitFor(
      async () => {
        const [row] = await handle.db.select().from(outbox).where(eq(outbox.subject, orderId));
        expect(row?.status).toBe('sent');
        return row;
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.mails.filter((m) => orderIdIn(m.text) === orderId)).toHaveLength(1);
  }, 180_000);
});
