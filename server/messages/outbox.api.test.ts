import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { freePort } from '#server/cluster/instance-process.ts';
import { outbox } from '#server/db/schema.ts';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { captureLogLines } from '#server/test-support/log-lines.ts';
import { smtpUrlFor } from '#server/test-support/smtp-test-server.ts';
import { startDispatcher } from './dispatcher.ts';
import { createOutboxBell } from './outbox-bell.ts';
import { startTestServer } from '#server/test-support/test-server.ts';

// Issue 22: without SMTP_URL (development) mail goes to files; a message that keeps failing is
// given up after 24 hours, kept with its last error, and the admin is told.
async function until<T>(read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the outbox (issue 22)', () => {
  it('writes each mail to DATA_DIR/mail as an .eml file when SMTP_URL is not set', async () => {
    const server = await startTestServer();
    try {
      const shopper = await server.makeUser();
      const product = await insertProduct(server.deps.db);
      const placed = await server.call('POST', '/api/orders', { token: shopper.token, body: orderBody([{ product: product.id, qty: 1 }]) });
      const folder = join(server.deps.env.dataDir, 'mail');
      const [file] = await until(async () => {
        const names = await readdir(folder).catch(() => []);
        return names.length > 0 ? names : undefined;
      });
      expect(file).toMatch(/-order-placed-[0-9a-f]{8}\.eml$/);
      const eml = await readFile(join(folder, file!), 'utf8');
      expect(eml).toContain(`To: ${shopper.email}`);
      expect(eml).toContain('Auto-Submitted: auto-generated');
      expect(eml).toContain('Content-Type: multipart/alternative');
      const mail = await simpleParser(eml);
      expect(mail.text).toContain(`${server.url}/order/${placed.body.id}`);
      expect(mail.html).toContain(`href="${server.url}/order/${placed.body.id}"`);
    } finally {
      await server.close();
    }
  });

  it('gives up after 24 hours, keeps the row and its last error, and tells the admin', async () => {
    const server = await startTestServer({ SMTP_URL: smtpUrlFor(await freePort()) });
    try {
      const admin = await server.makeUser({ admin: true });
      const shopper = await server.makeUser();
      const product = await insertProduct(server.deps.db);
      const placed = await server.call('POST', '/api/orders', { token: shopper.token, body: orderBody([{ product: product.id, qty: 1 }]) });
      const id = placed.body.id as string;
      const failed = await until(async () => {
        const [row] = await server.deps.db.select().from(outbox).where(eq(outbox.subject, id));
        return row?.lastError ? row : undefined;
      });
      expect(failed.status).toBe('waiting');
      expect(failed.dueAt.getTime() - Date.now()).toBeLessThanOrEqual(10_000);

      expect((await server.call('GET', '/api/messages/summary', { token: shopper.token })).status).toBe(403);
      const waiting = await server.call('GET', '/api/messages/summary', { token: admin.token });
      expect(waiting.body).toMatchObject({ waiting: 1, givenUp: 0 });
      expect(waiting.body.lastError).toMatch(/ECONNREFUSED|connect/i);

      // A day later, still failing: the next try is the last.
      await server.deps.db.update(outbox).set({ createdAt: sql`now() - interval '24 hours'`, dueAt: sql`now()` }).where(eq(outbox.subject, id));
      await server.messages.wake();
      const [row] = await server.deps.db.select().from(outbox).where(eq(outbox.subject, id));
      expect(row).toMatchObject({ status: 'given-up' });
      expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
      const givenUp = await server.call('GET', '/api/messages/summary', { token: admin.token });
      expect(givenUp.body).toMatchObject({ waiting: 0, givenUp: 1 });
    } finally {
      await server.close();
    }
  });

  it('logs one line a minute while messages wait, and none once all are sent', async () => {
    const server = await startTestServer({ SMTP_URL: smtpUrlFor(await freePort()) });
    try {
      const shopper = await server.makeUser();
      const product = await insertProduct(server.deps.db);
      await server.call('POST', '/api/orders', { token: shopper.token, body: orderBody([{ product: product.id, qty: 1 }]) });
      // A second dispatcher on the same database, its minute shortened to 400 ms.
      const capture = captureLogLines();
      const dispatcher = await startDispatcher({ database: server.database, env: server.deps.env, serverUrl: server.url, bell: createOutboxBell(), waitingLogMs: 400 });
      await new Promise((r) => setTimeout(r, 1_000));
      capture.stop();
      await dispatcher.stop();
      const waiting = capture.lines.filter((line) => line.includes('messages waiting to be sent')).map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(waiting).toHaveLength(2);
      expect(waiting[0]).toMatchObject({ level: 'warn', waiting: 1, givenUp: 0 });
      expect(String(waiting[0]!.lastError)).toMatch(/ECONNREFUSED|connect/i);

      await server.deps.db.update(outbox).set({ status: 'sent' });
      const quiet = captureLogLines();
      const second = await startDispatcher({ database: server.database, env: server.deps.env, serverUrl: server.url, bell: createOutboxBell(), waitingLogMs: 200 });
      await new Promise((r) => setTimeout(r, 700));
      quiet.stop();
      await second.stop();
      expect(quiet.lines.filter((line) => line.includes('messages waiting'))).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
