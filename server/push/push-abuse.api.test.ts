import { createHash, randomBytes, randomInt } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, products, pushSubscriptions } from '#server/db/schema.ts';
import { fakeSubscription, type FakePushService, startFakePushService } from '#server/test-support/fake-push-service.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startSmtpTestServer, type SmtpTestServer } from '#server/test-support/smtp-test-server.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';
import { DEVICES_PER_ACCOUNT } from './push-subscriptions.ts';
import { DEFAULT_PUSH_SERVICE_HOSTS } from './push-settings.ts';

// Issue 49, point 2: the red team's abuse of Web Push. The shop allows the browsers' push
// services (with their `*.push.apple.com` and `*.notify.windows.com` wildcards) and the fake one
// run here; a TCP server listens where the red team's endpoints led web-push: an address of
// 127/8 on 443, the port their endpoints left to its default. Nothing is mocked.

/** A listening socket that counts who connects (and hangs up on them). */
type Trap = { address: string; connections: number; close(): Promise<void> };

async function listenOn443(): Promise<Trap> {
  for (;;) {
    // An address of its own, so no other test's server is on it.
    const address = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    const server: Server = createServer((socket: Socket) => {
      trap.connections += 1;
      socket.destroy();
    });
    const trap: Trap = { address, connections: 0, close: () => new Promise((resolve) => server.close(() => resolve())) };
    const error = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
      server.once('error', resolve);
      server.listen(443, address, () => resolve(undefined));
    });
    if (!error) return trap;
    // 443 is a privileged port: these tests need root, or CAP_NET_BIND_SERVICE (CI runs as root).
    if (error.code !== 'EADDRINUSE') throw error;
  }
}

let server: TestServer;
let smtp: SmtpTestServer;
let push: FakePushService;
let trap: Trap;

beforeAll(async () => {
  trap = await listenOn443();
  smtp = await startSmtpTestServer();
  push = await startFakePushService();
  const hosts = [new URL(push.origin).host, ...DEFAULT_PUSH_SERVICE_HOSTS].join(',');
  server = await startTestServer({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Sillage <orders@shop.example>',
    PUSH_SERVICE_HOSTS: hosts,
    VAPID_SUBJECT: 'mailto:orders@shop.example',
  });
});
afterAll(async () => {
  await server?.close();
  await push?.close();
  await smtp?.close();
  await trap?.close();
});

const subscribe = (token: string, body: unknown) => server.call('POST', '/api/push/subscriptions', { token, body });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const devicesOf = (userId: string) => server.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

/** The red team's endpoints: each passed the old check or aimed at a host other than the one checked. */
const hostileEndpoints = (a: string, x = 'x') => [
  // WHATWG reads a subdomain of push.apple.com; url.parse() (web-push's) reads `a`, port 443.
  `https://${a};.push.apple.com/${x}`,
  `https://${a}{.push.apple.com/${x}`,
  `https://${a}}.push.apple.com/${x}`,
  `https://${a}\`.push.apple.com/${x}`,
  `https://${a}'.push.apple.com/${x}`,
  `https://${a}".push.apple.com/${x}`,
  `https://${a}%3b.push.apple.com/${x}`,
  `https://${a}$.notify.windows.com/${x}`,
  `https://web.push.apple.com\\@${a}/${x}`,
  // Userinfo.
  `https://${a}:443@web.push.apple.com/${x}`,
  `https://user:pw@web.push.apple.com/${x}`,
  // Addresses.
  `https://${a}/${x}`,
  `https://[::ffff:${a}]/${x}`,
  `https://[::1]/${x}`,
  `https://2130706433/${x}`,
  `https://0x7f.0.0.1/${x}`,
  // IDN and punycode.
  `https://wéb.push.apple.com/${x}`,
  `https://xn--wb-9ka.push.apple.com/${x}`,
  `https://ｗeb.push.apple.com/${x}`,
  `https://web.push.apple。com/${x}`,
  // Trailing dots.
  `https://web.push.apple.com./${x}`,
  `https://fcm.googleapis.com./fcm/send/${x}`,
  // Ports.
  `https://fcm.googleapis.com:8443/fcm/send/${x}`,
  `https://web.push.apple.com:22/${x}`,
  `https://fcm.googleapis.com:443/fcm/send/${x}`,
  `${push.origin.replace(/:\d+$/, '')}:1/push/${x}`,
];

/** Back in stock for `userId`'s restock alert: one push to each of its devices, through the outbox. */
async function restockFor(token: string) {
  const product = await insertProduct(server.deps.db, { countInStock: 0 });
  expect((await server.call('POST', `/api/products/${product.id}/restock-alerts`, { token, body: {} })).status).toBe(201);
  await server.deps.db.update(products).set({ countInStock: 3 }).where(eq(products.id, product.id));
}

describe('push endpoints parsed as they are sent (issue 49, point 2)', () => {
  it("refuses each of the red team's endpoints with a 4xx JSON error, and a push then connects to none", async () => {
    const user = await server.makeUser();
    const device = fakeSubscription(push);
    expect((await subscribe(user.token, device.json)).status).toBe(201);
    for (const endpoint of hostileEndpoints(trap.address)) {
      const res = await subscribe(user.token, { ...device.json, endpoint });
      expect(res.status, endpoint).toBeGreaterThanOrEqual(400);
      expect(res.status, endpoint).toBeLessThan(500);
      expect(res.headers.get('content-type'), endpoint).toMatch(/^application\/json/);
      expect(typeof res.body.message, endpoint).toBe('string');
    }
    expect((await devicesOf(user.id)).map((row) => row.endpoint)).toEqual([device.json.endpoint]);

    await restockFor(user.token);
    await push.waitFor((p) => p.path === device.path);
    await sleep(500);
    expect(trap.connections).toBe(0);
  });

  it('never connects to such an endpoint stored before the check was strict', async () => {
    const user = await server.makeUser();
    const device = fakeSubscription(push);
    expect((await subscribe(user.token, device.json)).status).toBe(201);
    // As the old check let them in: straight into the table (those url.parse() reads as the trap).
    const keys = { p256dh: device.json.keys.p256dh, auth: device.json.keys.auth };
    const stored = hostileEndpoints(trap.address, 'stored').slice(0, 7);
    await server.deps.db.insert(pushSubscriptions).values(stored.map((endpoint) => ({ userId: user.id, endpoint, ...keys })));

    await restockFor(user.token);
    await push.waitFor((p) => p.path === device.path);
    await sleep(500);
    expect(trap.connections).toBe(0);
  });
});

describe('devices per account (issue 49, point 2)', () => {
  it(`keeps ${DEVICES_PER_ACCOUNT} devices, dropping the least recently saved for an 11th`, async () => {
    const user = await server.makeUser();
    const devices = Array.from({ length: DEVICES_PER_ACCOUNT + 2 }, () => fakeSubscription(push).json);
    for (const device of devices.slice(0, DEVICES_PER_ACCOUNT)) expect((await subscribe(user.token, device)).status).toBe(201);
    expect(await devicesOf(user.id)).toHaveLength(DEVICES_PER_ACCOUNT);

    // The first device saved again (its keys renewed) is the newest now; the second is the oldest.
    expect((await subscribe(user.token, devices[0])).status).toBe(201);
    expect((await subscribe(user.token, devices[DEVICES_PER_ACCOUNT])).status).toBe(201);
    let kept = (await devicesOf(user.id)).map((row) => row.endpoint);
    expect(kept).toHaveLength(DEVICES_PER_ACCOUNT);
    expect(kept).not.toContain(devices[1]!.endpoint);
    expect(kept).toContain(devices[0]!.endpoint);
    expect(kept).toContain(devices[DEVICES_PER_ACCOUNT]!.endpoint);

    expect((await subscribe(user.token, devices[DEVICES_PER_ACCOUNT + 1])).status).toBe(201);
    kept = (await devicesOf(user.id)).map((row) => row.endpoint);
    expect(kept).toHaveLength(DEVICES_PER_ACCOUNT);
    expect(kept).not.toContain(devices[2]!.endpoint);
  });
});

describe('an endpoint another account holds (issue 49, point 2)', () => {
  it("is answered as a new one would be, and stays the other account's, keys and all", async () => {
    const admin = await server.makeUser({ admin: true });
    const stranger = await server.makeUser();
    const adminDevice = fakeSubscription(push);
    expect((await subscribe(admin.token, { ...adminDevice.json, paidOrders: true })).status).toBe(201);
    const [before] = await devicesOf(admin.id);

    // The stranger's own new device, then the admin's endpoint with the stranger's keys.
    const own = fakeSubscription(push).json;
    const fresh = await subscribe(stranger.token, own);
    const taken = await subscribe(stranger.token, { ...own, endpoint: adminDevice.json.endpoint });
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual({ ...fresh.body, endpoint: adminDevice.json.endpoint });

    expect(await devicesOf(admin.id)).toEqual([before]);
    expect((await devicesOf(stranger.id)).map((row) => row.endpoint)).toEqual([own.endpoint]);
  });
});

describe("what ends an account's devices (issue 49, point 2)", () => {
  async function withDevices(options: { admin?: boolean } = {}) {
    const user = await server.makeUser(options);
    for (let i = 0; i < 2; i += 1) expect((await subscribe(user.token, fakeSubscription(push).json)).status).toBe(201);
    expect(await devicesOf(user.id)).toHaveLength(2);
    return user;
  }

  it('a password reset', async () => {
    const [user, other] = [await withDevices(), await withDevices()];
    const token = randomBytes(32).toString('base64url');
    await server.deps.db
      .insert(passwordResets)
      .values({ userId: user.id, tokenHash: createHash('sha256').update(token).digest('hex'), expiresAt: sql`now() + interval '1 hour'` });
    const res = await server.call('POST', '/api/users/reset-password', { body: { token, password: 'Fresh-Sillage-2049' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await devicesOf(user.id)).toHaveLength(0);
    expect(await devicesOf(other.id)).toHaveLength(2);
  });

  it('a password change, and not a new name', async () => {
    const user = await withDevices();
    const profile = (changes: object) =>
      server.call('PUT', '/api/users/profile', { token: user.token, body: { name: 'Renamed', email: user.email, ...changes } });
    expect((await profile({})).status).toBe(200);
    expect(await devicesOf(user.id)).toHaveLength(2);
    const res = await profile({ password: 'Fresh-Sillage-2049', currentPassword: user.password });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await devicesOf(user.id)).toHaveLength(0);
  });

  it("the account's deletion, by its owner or by an admin", async () => {
    const [owner, deleted, admin] = [await withDevices(), await withDevices(), await server.makeUser({ admin: true })];
    const res = await server.call('DELETE', '/api/users/profile', { token: owner.token, body: { currentPassword: owner.password } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await server.call('DELETE', `/api/users/${deleted.id}`, { token: admin.token })).status).toBe(200);
    const left = await server.deps.db
      .select()
      .from(pushSubscriptions)
      .where(and(sql`${pushSubscriptions.userId} in (${owner.id}, ${deleted.id})`));
    expect(left).toHaveLength(0);
  });
});
