import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { simpleParser } from 'mailparser';
import { describe, expect, it, vi } from 'vitest';
import { freePort } from '#server/cluster/instance-process.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
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

/**
 * The database as a dispatcher sees it, each answered read of the outbox's summary (what the
 * minute's line reports) counted: a report that wrote nothing is still seen to have run.
 */
function countingSummaryReads(database: DatabaseHandle): { database: DatabaseHandle; reads(): number } {
  const dialect = new PgDialect();
  let reads = 0;
  const db = new Proxy(database.db, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (key !== 'execute' || typeof value !== 'function') return value;
      return async (query: SQL) => {
        const result: unknown = await (value as (query: SQL) => Promise<unknown>).call(target, query);
        if (dialect.sqlToQuery(query).sql.includes('as given_up')) reads += 1;
        return result;
      };
    },
  });
  return { database: { ...database, db }, reads: () => reads };
}

const waitingLines = (lines: string[]) =>
  lines.filter((line) => line.includes('messages waiting to be sent')).map((line) => JSON.parse(line) as Record<string, unknown>);

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
      await server.deps.db
        .update(outbox)
        .set({ createdAt: sql`now() - interval '24 hours'`, dueAt: sql`now()` })
        .where(eq(outbox.subject, id));
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
      const placed = await server.call('POST', '/api/orders', { token: shopper.token, body: orderBody([{ product: product.id, qty: 1 }]) });
      // Its mail tried and refused, so that there is an error to tell.
      await until(async () => {
        const [row] = await server.deps.db
          .select()
          .from(outbox)
          .where(eq(outbox.subject, placed.body.id as string));
        return row?.lastError ? row : undefined;
      });

      // A second dispatcher on the same database, its minute shortened to 400 ms. It starts on a
      // later turn of the event loop than `started` is read: its timers count from no earlier.
      const minuteMs = 400;
      const capture = captureLogLines();
      const started = Date.now();
      await new Promise((r) => setTimeout(r, 1));
      const dispatcher = await startDispatcher({
        database: server.database,
        env: server.deps.env,
        serverUrl: server.url,
        bell: createOutboxBell(),
        waitingLogMs: minuteMs,
      });
      try {
        await vi.waitFor(() => expect(waitingLines(capture.lines).length).toBeGreaterThanOrEqual(2), { timeout: 30_000, interval: 50 });
      } finally {
        capture.stop();
        await dispatcher.stop();
      }
      const waiting = waitingLines(capture.lines);
      for (const line of waiting) {
        expect(line).toMatchObject({ level: 'warn', waiting: 1, givenUp: 0 });
        expect(String(line.lastError)).toMatch(/ECONNREFUSED|connect/i);
      }
      // One a minute at most, however late each is written: the n-th comes no sooner than n
      // minutes after the start (give or take the clocks' whole milliseconds).
      expect(waiting.map((line, i) => Date.parse(String(line.t)) - started - (i + 1) * minuteMs).filter((early) => early < -5)).toEqual([]);

      // All sent: a dispatcher's report, seen to run twice, says nothing…
      await server.deps.db.update(outbox).set({ status: 'sent' });
      const quiet = captureLogLines();
      const watched = countingSummaryReads(server.database);
      const second = await startDispatcher({
        database: watched.database,
        env: server.deps.env,
        serverUrl: server.url,
        bell: createOutboxBell(),
        waitingLogMs: 200,
      });
      try {
        await vi.waitFor(() => expect(watched.reads()).toBeGreaterThanOrEqual(2), { timeout: 30_000, interval: 20 });
        expect(waitingLines(quiet.lines)).toEqual([]);
        // …and speaks again once a message waits.
        await server.deps.db.update(outbox).set({ status: 'waiting' });
        await vi.waitFor(() => expect(waitingLines(quiet.lines)).not.toEqual([]), { timeout: 30_000, interval: 20 });
      } finally {
        quiet.stop();
        await second.stop();
      }
    } finally {
      await server.close();
    }
  });
});
