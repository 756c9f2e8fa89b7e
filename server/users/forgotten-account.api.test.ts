import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMER_SHOPPER } from '#domain/schemas/account-data.ts';
import { idempotencyKeys, outbox, pushSubscriptions, rateLimits, restockAlerts } from '#server/db/schema.ts';
import { overLimit } from '#server/rate-limit/rate-limit.ts';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Issue 49, point 4: an account's deletion leaves nothing behind that names it, and a later
// account on the same address sees nothing of the one before.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SHOP_EMAIL: 'hello@shop.example' });
});
afterAll(async () => {
  await server?.close();
});

/** A shopper's details, unlike any other test's, so that finding one anywhere means it is theirs. */
function someone() {
  const tag = randomBytes(4).toString('hex');
  return {
    name: `Zephyrine Quillfeather ${tag}`,
    email: `zephyrine.quill-${tag}@example.com`,
    address: `77 Rue des Glycines ${tag}`,
    phone: `438-555-${String(parseInt(tag.slice(0, 4), 16) % 10_000).padStart(4, '0')}`,
  };
}

/** Each table of the database, with the rows whose text (the whole row, cast) contains `needle`. */
async function tablesHolding(needle: string): Promise<string[]> {
  const tables = (await server.deps.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as {
    rows: Array<{ table_name: string }>;
  };
  expect(tables.rows.length).toBeGreaterThan(15);
  const holding: string[] = [];
  for (const { table_name: table } of tables.rows) {
    const found = (await server.deps.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} as t where strpos(lower(t::text), ${needle.toLowerCase()}) > 0`,
    )) as unknown as {
      rows: Array<{ n: number }>;
    };
    if (found.rows[0]!.n > 0) holding.push(table);
  }
  return holding;
}

const keyed = () => ({ 'idempotency-key': `key-${randomUUID()}` });

/** A browser's push subscription at a push service the shop allows by default. */
function pushDevice() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('hex')}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

describe('Delete my account (issue 49, point 4)', () => {
  it('leaves no table holding its email, name, address or phone, whatever the account did', async () => {
    const me = someone();
    const user = await server.makeUser({ name: me.name, email: me.email });
    const admin = await server.makeUser({ admin: true });
    const { order, profile } = await leaveTraces(me, user, admin);
    const others = await othersNamedAlike(me.email);
    // A mail to the address the server refused for good: its reply quotes the address.
    const [refused] = await server.deps.db
      .insert(outbox)
      .values({
        kind: 'password-reset',
        subject: randomUUID(),
        recipient: me.email,
        status: 'given-up',
        lastError: `550 5.1.1 <${me.email}>: Recipient address rejected: User unknown`,
      })
      .returning({ id: outbox.id });

    // The search finds what is there: before the deletion, the account is all over the database.
    expect(await tablesHolding(me.email)).toEqual(expect.arrayContaining(['users', 'orders', 'outbox', 'rate_limits', 'restock_alerts', 'idempotency_keys']));
    expect(await tablesHolding(me.address)).toEqual(expect.arrayContaining(['orders']));

    await call('DELETE', '/api/users/profile', { token: profile.user.token, body: { currentPassword: user.password } }, 200);

    await others.stayThenGo();
    // The refused mail stays, to nobody, and without the reply that named the address.
    expect(await server.deps.db.select({ recipient: outbox.recipient, lastError: outbox.lastError }).from(outbox).where(eq(outbox.id, refused!.id))).toEqual([
      { recipient: FORMER_SHOPPER.email, lastError: null },
    ]);
    expect(await tablesLeftHolding(me)).toEqual({});
    // Devices go with the account; its orders stay for the books, nobody's.
    expect(await server.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);
    expect((await server.call('GET', `/api/orders/${order.id}`, { token: admin.token })).body).toMatchObject({ id: order.id, isPaid: true, isDelivered: true });
  });
});

describe('An admin deleting an account (issue 49, point 4)', () => {
  it('leaves no table but the orders (kept as placed) holding its email, name, address or phone', async () => {
    const me = someone();
    const user = await server.makeUser({ name: me.name, email: me.email });
    const admin = await server.makeUser({ admin: true });
    await leaveTraces(me, user, admin);
    const others = await othersNamedAlike(me.email);
    expect(await tablesHolding(me.email)).toEqual(expect.arrayContaining(['users', 'orders', 'outbox', 'rate_limits', 'restock_alerts', 'idempotency_keys']));

    await call('DELETE', `/api/users/${user.id}`, { token: admin.token }, 200);

    await others.stayThenGo();
    const left = await tablesLeftHolding(me);
    expect(left).toEqual({ name: ['orders'], email: ['orders'], address: ['orders'], phone: ['orders'] });
  });
});

const call = async (method: string, path: string, options: Parameters<TestServer['call']>[2], status: number) => {
  const res = await server.call(method, path, options);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(status);
  return res.body;
};

/** For each of the shopper's details found anywhere, the tables holding it. */
async function tablesLeftHolding(me: ReturnType<typeof someone>): Promise<Record<string, string[]>> {
  const left: Record<string, string[]> = {};
  for (const [what, needle] of Object.entries(me)) {
    const holding = await tablesHolding(needle);
    if (holding.length > 0) left[what] = holding;
  }
  return left;
}

/**
 * Other people whose addresses hold this one inside theirs (joann@… for ann@…, ann@….au): a
 * counter, a contact message still waiting and a kept answer each. `stayThenGo` checks that the
 * deletion left them all, then deletes them, so that the search may find nothing.
 */
async function othersNamedAlike(email: string) {
  const { db } = server.deps;
  const addresses = [`jo${email}`, `${email}.au`];
  const counters = addresses.map((address) => `reset:email:${address}`);
  for (const key of counters) await overLimit(db, key, { max: 5, windowSeconds: 3600 });
  const messages = await db
    .insert(outbox)
    .values(
      addresses.map((address) => ({
        kind: 'contact-message',
        subject: randomUUID(),
        recipient: 'hello@shop.example',
        payload: { name: 'Jo Ann', email: address, message: 'Do you ship to Australia?' },
        // Not due yet: still waiting, its payload whole, when the deletion runs.
        dueAt: new Date(Date.now() + 3_600_000),
      })),
    )
    .returning({ id: outbox.id });
  const scopes = addresses.map(() => randomUUID());
  await db.insert(idempotencyKeys).values(
    addresses.map((address, i) => ({
      scope: scopes[i]!,
      key: `key-${randomUUID()}`,
      requestHash: 'h',
      statusCode: 200,
      responseBody: JSON.stringify({ user: { name: 'Jo Ann', email: address } }),
    })),
  );
  const messageIds = messages.map((row) => row.id);
  return {
    async stayThenGo() {
      expect
        .soft(
          (
            await db
              .select({ key: rateLimits.key })
              .from(rateLimits)
              .where(like(rateLimits.key, `%${email}%`))
          )
            .map((row) => row.key)
            .sort(),
        )
        .toEqual([...counters].sort());
      expect.soft(await db.select({ status: outbox.status, payload: outbox.payload }).from(outbox).where(inArray(outbox.id, messageIds))).toHaveLength(2);
      expect.soft(await db.select({ scope: idempotencyKeys.scope }).from(idempotencyKeys).where(inArray(idempotencyKeys.scope, scopes))).toHaveLength(2);
      await db.delete(rateLimits).where(inArray(rateLimits.key, counters));
      await db.delete(outbox).where(inArray(outbox.id, messageIds));
      await db.delete(idempotencyKeys).where(inArray(idempotencyKeys.scope, scopes));
    },
  };
}

/** What a shopper leaves about the shop: limits, alerts, a contact message, keyed orders, a device. */
async function leaveTraces(me: ReturnType<typeof someone>, user: { token: string }, admin: { token: string }) {
  const scent = await insertProduct(server.deps.db, { countInStock: 10, priceCents: 3000 });
  const [soldOut, soldOutToo] = [await insertProduct(server.deps.db, { countInStock: 0 }), await insertProduct(server.deps.db, { countInStock: 0 })];

  // A reset link asked for, then two wrong passwords.
  await call('POST', '/api/users/forgot-password', { body: { email: me.email } }, 202);
  for (const password of ['not-my-password-1', 'not-my-password-2']) await call('POST', '/api/users/login', { body: { email: me.email, password } }, 401);
  // Notify me, signed in, and signed out with the same address (confirmed, as by its link).
  await call('POST', `/api/products/${soldOut.id}/restock-alerts`, { token: user.token, body: {} }, 201);
  await call('POST', `/api/products/${soldOutToo.id}/restock-alerts`, { body: { email: me.email } }, 202);
  await server.deps.db.update(restockAlerts).set({ confirmedAt: new Date(), tokenHash: null }).where(eq(restockAlerts.email, me.email));
  // A message through the contact form, keyed by the app's outbox.
  await call(
    'POST',
    '/api/contact',
    { body: { name: me.name, email: me.email, message: 'Is Iris Poudre a good first scent for winter?' }, headers: { ...keyed(), origin: server.url } },
    202,
  );
  // A keyed order, paid with a key, and delivered by an admin with a key; another left unpaid.
  const address = { shippingAddress1: me.address, phoneNumber: me.phone };
  const order = await call('POST', '/api/orders', { token: user.token, body: orderBody([{ product: scent.id, qty: 1 }], address), headers: keyed() }, 201);
  await call('PUT', `/api/orders/${order.id}/pay`, { token: user.token, body: { testPayment: true }, headers: keyed() }, 200);
  await call('PUT', `/api/orders/${order.id}/deliver`, { token: admin.token, headers: keyed() }, 200);
  await call('POST', '/api/orders', { token: user.token, body: orderBody([{ product: scent.id, qty: 2 }], address), headers: keyed() }, 201);
  // A keyed profile change (its answer carried a fresh token), and a device for notifications.
  const profile = await call(
    'PUT',
    '/api/users/profile',
    { token: user.token, body: { name: me.name, email: me.email, language: 'fr' }, headers: keyed() },
    200,
  );
  await call('POST', '/api/push/subscriptions', { token: user.token, body: pushDevice() }, 201);
  return { order, profile };
}

describe('a later account on a deleted account’s address (issue 49, point 4)', () => {
  const exportOf = async (token: string) => {
    const res = await server.call('GET', '/api/users/profile/export', { token });
    expect(res.status).toBe(200);
    return res.body as { restockAlerts: unknown[] };
  };

  it('sees no alert of the one before, signed in or out', async () => {
    const me = someone();
    const before = await server.makeUser({ name: me.name, email: me.email });
    const [soldOut, soldOutToo] = [await insertProduct(server.deps.db, { countInStock: 0 }), await insertProduct(server.deps.db, { countInStock: 0 })];
    expect((await server.call('POST', `/api/products/${soldOut.id}/restock-alerts`, { token: before.token, body: {} })).status).toBe(201);
    expect((await server.call('POST', `/api/products/${soldOutToo.id}/restock-alerts`, { body: { email: me.email } })).status).toBe(202);
    await server.deps.db.update(restockAlerts).set({ confirmedAt: new Date(), tokenHash: null }).where(eq(restockAlerts.email, me.email));
    expect((await exportOf(before.token)).restockAlerts).toContainEqual(expect.objectContaining({ productId: soldOut.id }));
    expect((await server.call('DELETE', '/api/users/profile', { token: before.token, body: { currentPassword: before.password } })).status).toBe(200);

    const after = await server.makeUser({ name: 'Someone Else', email: me.email });
    expect((await exportOf(after.token)).restockAlerts).toEqual([]);
  });

  it('sees no alert set signed out on that address: registering proves nothing about it, and the alert still works', async () => {
    const me = someone();
    const soldOut = await insertProduct(server.deps.db, { countInStock: 0 });
    expect((await server.call('POST', `/api/products/${soldOut.id}/restock-alerts`, { body: { email: me.email } })).status).toBe(202);
    await server.deps.db.update(restockAlerts).set({ confirmedAt: new Date(), tokenHash: null }).where(eq(restockAlerts.email, me.email));

    const registered = await server.makeUser({ email: me.email });
    expect((await exportOf(registered.token)).restockAlerts).toEqual([]);
    // The address's own alert is untouched: still live, mailed to the address when the scent is back.
    expect(
      await server.deps.db
        .select({ endedAt: restockAlerts.endedAt, userId: restockAlerts.userId })
        .from(restockAlerts)
        .where(eq(restockAlerts.email, me.email)),
    ).toEqual([{ endedAt: null, userId: null }]);
  });
});
