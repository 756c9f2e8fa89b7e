import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, restockAlerts } from '#server/db/schema.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';
import { insertUser } from '#server/test-support/user-fixtures.ts';
import { deleteSpentAddressAlerts } from './spent-alerts.ts';

// Issue 49, point 4: a signed-out alert, once spent, does not keep its address for ever.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('spent signed-out alerts', () => {
  it('go two days after they ended or after their link stopped working, with their mails; live ones and an account’s stay', async () => {
    const scent = await insertProduct(server.deps.db, { countInStock: 0 });
    const user = await insertUser(server);
    const address = () => `spent-${randomBytes(4).toString('hex')}@example.com`;
    const ago = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    // The alerts and their mails' rows in one transaction, as asking for an alert writes them: the
    // server's own sweep (it runs one as it starts, on a connection of its own on PostgreSQL) sees
    // all of them or none, never an alert gone with its mails' rows still to come.
    const alerts = await server.deps.db.transaction(async (tx) => {
      const alert = async (name: string, values: Partial<typeof restockAlerts.$inferInsert>) => {
        const [row] = await tx
          .insert(restockAlerts)
          .values({ productId: scent.id, email: address(), ...values })
          .returning({ id: restockAlerts.id });
        return [name, row!.id] as const;
      };
      const made = Object.fromEntries([
        await alert('ended three days ago', { confirmedAt: ago(4), endedAt: ago(3), createdAt: ago(5) }),
        await alert('ended yesterday', { confirmedAt: ago(3), endedAt: ago(1), createdAt: ago(4) }),
        await alert('never confirmed, ten days old', { tokenHash: randomBytes(16).toString('hex'), createdAt: ago(10) }),
        await alert('never confirmed, eight days old', { tokenHash: randomBytes(16).toString('hex'), createdAt: ago(8) }),
        await alert('live for a month', { confirmedAt: ago(30), createdAt: ago(30) }),
        await alert('an account’s, ended long ago', { userId: user.id, email: user.email, confirmedAt: ago(40), endedAt: ago(30), createdAt: ago(40) }),
      ]);
      for (const [kind, id] of [
        ['restock-confirm', made['ended three days ago']!],
        ['restock', made['ended three days ago']!],
        ['restock-confirm', made['ended yesterday']!],
      ] as const) {
        await tx.insert(outbox).values({ kind, subject: id, recipient: 'someone@example.com', status: 'sent' });
      }
      return made;
    });

    await deleteSpentAddressAlerts(server.deps.db);

    const ids = Object.values(alerts);
    const left = new Set(
      (await server.deps.db.select({ id: restockAlerts.id }).from(restockAlerts).where(inArray(restockAlerts.id, ids))).map((row) => row.id),
    );
    expect(Object.keys(alerts).filter((name) => left.has(alerts[name]!))).toEqual([
      'ended yesterday',
      'never confirmed, eight days old',
      'live for a month',
      'an account’s, ended long ago',
    ]);
    const mails = await server.deps.db.select({ kind: outbox.kind, subject: outbox.subject }).from(outbox).where(inArray(outbox.subject, ids));
    expect(mails).toEqual([{ kind: 'restock-confirm', subject: alerts['ended yesterday'] }]);
  });
});

describe('an expired confirmation asked again', () => {
  it('replaces the alert with its confirmation mail’s outbox row: the new alert’s row only is left', async () => {
    const scent = await insertProduct(server.deps.db, { countInStock: 0 });
    const email = `again-${randomBytes(4).toString('hex')}@example.com`;
    const ask = async () => expect((await server.call('POST', `/api/products/${scent.id}/restock-alerts`, { body: { email } })).status).toBe(202);
    const alertIds = async () =>
      (await server.deps.db.select({ id: restockAlerts.id }).from(restockAlerts).where(eq(restockAlerts.email, email))).map((row) => row.id);
    const confirmations = async () =>
      (
        await server.deps.db
          .select({ subject: outbox.subject })
          .from(outbox)
          .where(and(eq(outbox.kind, 'restock-confirm'), eq(outbox.recipient, email)))
      ).map((row) => row.subject);

    await ask();
    const [first] = await alertIds();
    expect(await confirmations()).toEqual([first]);
    // Its link past its 7 days: asking again replaces the alert.
    await server.deps.db
      .update(restockAlerts)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(restockAlerts.id, first!));
    await ask();
    const [second] = await alertIds();
    expect(second).not.toBe(first);
    expect(await confirmations()).toEqual([second]);
  });
});
