import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, users } from '#server/db/schema.ts';
import { fakeSubscription, type FakePushService, startFakePushService } from '#server/test-support/fake-push-service.ts';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startSmtpTestServer, type SmtpTestServer } from '#server/test-support/smtp-test-server.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Issue 24, point 5: a push says its words in its account's language and opens the page in it.
// The push service is the one push.api.test.ts runs here over HTTPS; the test decrypts what it got.
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

const FRENCH_PAGE = { 'accept-language': 'fr-CA,fr;q=0.9' };
const NBSP = '\u00a0';
let counter = 0;

async function register(headers: Record<string, string> = {}, admin = false) {
  counter += 1;
  const email = `french-push-${counter}-${Date.now()}@example.com`;
  const res = await server.call('POST', '/api/users/register', { body: { name: `Gabrielle ${counter}`, email, password: 'Password123!' }, headers });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.user.id as string;
  if (admin) await server.deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, id));
  return { id, token: res.body.user.token as string };
}

const subscribe = (token: string, body: unknown) => server.call('POST', '/api/push/subscriptions', { token, body });

describe("push in the account's language (issue 24)", () => {
  it('tells a French shopper their scent is back in French, opening the French page', async () => {
    const shopper = await register(FRENCH_PAGE);
    const device = fakeSubscription(push);
    expect((await subscribe(shopper.token, device.json)).status).toBe(201);
    const product = await insertProduct(server.deps.db, { name: 'Cèdre Bleu', countInStock: 0 });
    expect((await server.call('POST', `/api/products/${product.id}/restock-alerts`, { token: shopper.token, body: {} })).status).toBe(201);
    await server.deps.db.update(products).set({ countInStock: 4 }).where(eq(products.id, product.id));

    const [sent] = await push.waitFor((p) => p.path === device.path);
    expect(device.read(sent!)).toEqual({
      title: 'Cèdre Bleu est de retour',
      body: 'De retour en stock chez Sillage, jusqu’à épuisement des échantillons.',
      url: `/fr/explore-scents/${product.id}`,
      tag: `restock-${product.id}`,
    });
  });

  it('tells each admin of a paid order in their own language', async () => {
    const frenchAdmin = await register(FRENCH_PAGE, true);
    const englishAdmin = await register({}, true);
    const frDevice = fakeSubscription(push);
    const enDevice = fakeSubscription(push);
    expect((await subscribe(frenchAdmin.token, { ...frDevice.json, paidOrders: true })).status).toBe(201);
    expect((await subscribe(englishAdmin.token, { ...enDevice.json, paidOrders: true })).status).toBe(201);

    const shopper = await register();
    const product = await insertProduct(server.deps.db, { countInStock: 10, priceCents: 125_000 });
    const placed = await server.call('POST', '/api/orders', { token: shopper.token, body: orderBody([{ product: product.id, qty: 2 }]) });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = placed.body.id as string;
    await server.deps.db.update(orders).set({ isPaid: true, paidAt: new Date() }).where(eq(orders.id, id));

    const [fr] = await push.waitFor((p) => p.path === frDevice.path);
    const [en] = await push.waitFor((p) => p.path === enDevice.path);
    const french = frDevice.read(fr!) as { title: string; body: string; url: string };
    const english = enDevice.read(en!) as { title: string; body: string; url: string };
    expect(french.title).toBe('Nouvelle commande payée');
    // 2 × $1,250.00 and more: French groups thousands with a no-break space and puts $ after.
    expect(french.body).toMatch(new RegExp(`^\\d${NBSP}\\d{3},\\d\\d${NBSP}\\$ · 2 échantillons$`));
    expect(french.url).toBe(`/fr/order/${id}`);
    expect(english.title).toBe('New paid order');
    expect(english.body).toMatch(/^\$\d,\d{3}\.\d\d · 2 samples$/);
    expect(english.url).toBe(`/order/${id}`);
  });
});
