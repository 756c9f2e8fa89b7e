import { and, eq } from 'drizzle-orm';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { formatMoney, toCents } from '#domain/money.ts';
import { orders, outbox, products, pushSubscriptions } from '#server/db/schema.ts';
import { fakeSubscription, type FakePushService, startFakePushService } from '#server/test-support/fake-push-service.ts';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { insertProduct, type ProductRow } from '#server/test-support/product-fixtures.ts';
import { recipientsOf, startSmtpTestServer, type SmtpTestServer } from '#server/test-support/smtp-test-server.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Issue 23, points 2 and 3: Web Push through a push service run here over HTTPS (its certificate
// trusted through NODE_EXTRA_CA_CERTS, push-test-ca.ts); the test holds each subscription's
// private key and decrypts what the shop sent.
let server: TestServer;
let smtp: SmtpTestServer;
let push: FakePushService;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  push = await startFakePushService();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Sillage <orders@shop.example>',
    PUSH_SERVICE_HOSTS: new URL(push.origin).host,
    VAPID_SUBJECT: 'mailto:orders@shop.example',
  });
});
afterAll(async () => {
  await server?.close();
  await push?.close();
  await smtp?.close();
});

const subscribe = (token: string, body: unknown) => server.call('POST', '/api/push/subscriptions', { token, body });
const setStock = (product: ProductRow, count: number) => server.deps.db.update(products).set({ countInStock: count }).where(eq(products.id, product.id));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

describe('the VAPID key and subscriptions (issue 23)', () => {
  it('gives the public key browsers subscribe with', async () => {
    const res = await server.call('GET', '/api/push/public-key');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ publicKey: server.deps.env.push.vapid!.publicKey });
    expect(res.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it("refuses endpoints off the push services' hosts, malformed keys and strangers, and keeps nothing", async () => {
    const user = await server.makeUser();
    const good = fakeSubscription(push).json;
    const before = (await server.deps.db.select().from(pushSubscriptions)).length;
    for (const endpoint of [
      'http://127.0.0.1:9/push/x',
      'https://evil.example/push',
      'https://169.254.169.254/latest',
      'https://user:pw@127.0.0.1/x',
      'https://localhost/x',
      'not a url',
    ]) {
      const res = await subscribe(user.token, { ...good, endpoint });
      expect(res.status, endpoint).toBe(400);
    }
    expect((await subscribe(user.token, { ...good, keys: { p256dh: 'short', auth: good.keys.auth } })).status).toBe(400);
    expect((await subscribe(user.token, { ...good, keys: { p256dh: good.keys.p256dh, auth: 'x'.repeat(40) } })).status).toBe(400);
    expect((await subscribe(user.token, { ...good, paidOrders: 'yes' })).status).toBe(400);
    expect((await server.call('POST', '/api/push/subscriptions', { body: good })).status).toBe(401);
    const refused = await subscribe(user.token, { ...good, paidOrders: true });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(messages.pushOnlyAdminsHearOfOrders);
    expect((await server.deps.db.select().from(pushSubscriptions)).length).toBe(before);
  });

  it("keeps one row per browser, and DELETE ends only the caller's", async () => {
    const [a, b] = [await server.makeUser(), await server.makeUser()];
    const device = fakeSubscription(push).json;
    expect((await subscribe(a.token, device)).status).toBe(201);
    // Another account posting the same endpoint does not take it (issue 49; push-abuse.api.test.ts).
    expect((await subscribe(b.token, device)).status).toBe(201);
    const rows = await server.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(rows.map((row) => row.userId)).toEqual([a.id]);
    await server.call('DELETE', '/api/push/subscriptions', { token: b.token, body: { endpoint: device.endpoint } });
    expect(await server.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint))).toHaveLength(1);
    expect((await server.call('DELETE', '/api/push/subscriptions', { token: a.token, body: { endpoint: device.endpoint } })).status).toBe(200);
    expect(await server.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint))).toHaveLength(0);
  });
});

describe('a restock alert by push (issue 23)', () => {
  it("goes encrypted and VAPID-signed, with a TTL, to the shopper's device instead of a mail", async () => {
    const user = await server.makeUser();
    const device = fakeSubscription(push);
    expect((await subscribe(user.token, device.json)).status).toBe(201);
    const product = await insertProduct(server.deps.db, { countInStock: 0 });
    expect((await server.call('POST', `/api/products/${product.id}/restock-alerts`, { token: user.token, body: {} })).status).toBe(201);
    await setStock(product, 3);

    const [sent] = await push.waitFor((p) => p.path === device.path);
    expect(device.read(sent!)).toEqual({
      title: messages.restockPushTitle(product.name),
      body: messages.restockPushBody,
      url: `/explore-scents/${product.id}`,
      tag: `restock-${product.id}`,
    });
    expect(header(sent!.headers['content-encoding'])).toBe('aes128gcm');
    expect(header(sent!.headers.ttl)).toBe('86400');
    expect(header(sent!.headers.urgency)).toBe('normal');
    // RFC 8292: `vapid t=<JWT signed with the shop's key>, k=<its public key>`.
    const vapid = /^vapid t=([^,]+), k=([A-Za-z0-9_-]+)$/.exec(header(sent!.headers.authorization));
    expect(vapid?.[2]).toBe(server.deps.env.push.vapid!.publicKey);
    const raw = Buffer.from(vapid![2]!, 'base64url');
    const spki = Buffer.concat([Buffer.from('3059301306072a8648ce3d020106082a8648ce3d030107034200', 'hex'), raw]);
    const key = await importSPKI(`-----BEGIN PUBLIC KEY-----\n${spki.toString('base64')}\n-----END PUBLIC KEY-----`, 'ES256');
    const { payload } = await jwtVerify(vapid![1]!, key, { audience: push.origin });
    expect(payload.sub).toBe('mailto:orders@shop.example');

    await sleep(500);
    expect(smtp.to(user.email).filter((m) => m.subject === `${product.name} is back at Sillage`)).toHaveLength(0);
  });

  it.each([410, 403])('forgets a device its push service refuses for good (%i), and then writes by mail', async (status) => {
    const user = await server.makeUser();
    const device = fakeSubscription(push);
    await subscribe(user.token, device.json);
    // 410: the browser unsubscribed; 403: the subscription was made with another VAPID key.
    push.answer(device.path, status);
    const product = await insertProduct(server.deps.db, { countInStock: 0 });
    await server.call('POST', `/api/products/${product.id}/restock-alerts`, { token: user.token, body: {} });
    await setStock(product, 2);
    await smtp.waitFor((m) => m.subject === `${product.name} is back at Sillage` && recipientsOf(m).includes(user.email));
    expect(await server.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.json.endpoint))).toHaveLength(0);
  });

  it('tries again later when the push service is busy (503), without falling back to mail', async () => {
    const user = await server.makeUser();
    const device = fakeSubscription(push);
    await subscribe(user.token, device.json);
    push.answer(device.path, 503);
    const product = await insertProduct(server.deps.db, { countInStock: 0 });
    await server.call('POST', `/api/products/${product.id}/restock-alerts`, { token: user.token, body: {} });
    await setStock(product, 2);
    await push.waitFor((p) => p.path === device.path);
    const waiting = async () =>
      (await server.deps.db.select().from(outbox).where(eq(outbox.kind, 'restock'))).find((row) => (row.payload as { userId?: string }).userId === user.id);
    await expect.poll(async () => (await waiting())?.lastError ?? '', { timeout: 30_000 }).toContain('503');
    expect((await waiting())?.status).toBe('waiting');
    // The service is back: the retry, brought forward, gets through; no mail was ever sent.
    push.answer(device.path, 201);
    const { id } = (await waiting())!;
    await server.deps.db.update(outbox).set({ dueAt: new Date() }).where(eq(outbox.id, id));
    await expect.poll(async () => (await server.deps.db.select().from(outbox).where(eq(outbox.id, id)))[0]?.status, { timeout: 10_000 }).toBe('sent');
    expect(push.received.filter((p) => p.path === device.path).length).toBeGreaterThanOrEqual(2);
    expect(smtp.to(user.email)).toHaveLength(0);
  });
});

describe("paid orders on the admin's device (issue 23, point 3)", () => {
  it("tells only admins' devices that asked, with the total and the number of samples", async () => {
    const admin = await server.makeUser({ admin: true });
    const shopper = await server.makeUser();
    const adminDevice = fakeSubscription(push);
    const adminOther = fakeSubscription(push);
    const shopperDevice = fakeSubscription(push);
    expect((await subscribe(admin.token, { ...adminDevice.json, paidOrders: true })).status).toBe(201);
    expect((await subscribe(admin.token, adminOther.json)).status).toBe(201);
    expect((await subscribe(shopper.token, shopperDevice.json)).status).toBe(201);

    const product = await insertProduct(server.deps.db, { countInStock: 10, priceCents: 2500 });
    const placed = await server.call('POST', '/api/orders', { token: shopper.token, body: orderBody([{ product: product.id, qty: 2 }]) });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await server.deps.db.update(orders).set({ isPaid: true, paidAt: new Date() }).where(eq(orders.id, placed.body.id));

    const [sent] = await push.waitFor((p) => p.path === adminDevice.path);
    const message = adminDevice.read(sent!) as { title: string; body: string; url: string };
    expect(message.title).toBe(messages.paidOrderPushTitle);
    expect(message.body).toBe(messages.paidOrderPushBody(formatMoney(toCents(placed.body.totalPrice)), 2));
    expect(message.url).toBe(`/order/${placed.body.id}`);
    expect(header(sent!.headers.urgency)).toBe('high');
    await sleep(500);
    expect(push.received.filter((p) => p.path === adminOther.path || p.path === shopperDevice.path)).toHaveLength(0);
    // Marked paid once: one push.
    await server.deps.db
      .update(orders)
      .set({ isDelivered: true })
      .where(and(eq(orders.id, placed.body.id)));
    await sleep(300);
    expect(push.received.filter((p) => p.path === adminDevice.path)).toHaveLength(1);
  });
});
