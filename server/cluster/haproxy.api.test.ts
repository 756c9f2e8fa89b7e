import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, rateLimits } from '#server/db/schema.ts';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';
import { haproxyMissingMessage, haproxyVersion, startHaproxy, type Haproxy } from '../../scripts/cluster/haproxy.ts';
import { freePort, startInstanceProcess, type InstanceProcess } from './instance-process.ts';
import { postgresUrl, skipReason } from './two-instances.ts';

// HAProxy with the committed deploy/haproxy.cfg in front of two real instances: app1, in this
// process (its database at hand), and app2, a process of its own that a test can SIGKILL.
// Requests are held inside the instances by a lock on the orders table, so that a kill or a
// reload lands while they are in flight, every time.

const skip = !postgresUrl ? skipReason : (await haproxyVersion()) === null ? haproxyMissingMessage : undefined;

type Reply = { status: number; body: any };

/** One request on a connection of its own, from `localAddress` (a shopper's address). */
function send(url: string, method: string, options: { headers?: Record<string, string>; body?: unknown; localAddress?: string } = {}): Promise<Reply> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers = { ...options.headers, ...(body ? { 'content-type': 'application/json' } : {}) };
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false, localAddress: options.localAddress ?? '127.0.0.1' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          /* HAProxy's own error pages are HTML */
        }
        resolve({ status: res.statusCode ?? 0, body: parsed });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Holds an ACCESS EXCLUSIVE lock on orders: any request reading or writing orders waits. */
async function lockOrders(server: TestServer): Promise<{ release(): Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const lockTaken = new Promise<void>((resolve) => (locked = resolve));
  const transaction = server.deps.db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${orders} in access exclusive mode`);
    locked();
    await released;
  });
  await Promise.race([lockTaken, transaction]);
  return {
    async release() {
      release();
      await transaction;
    },
  };
}

// Each test starts app2, a Node process, and waits for its readiness (instance-process.ts, up to
// 120 s on a busy host); the rest of a test takes a second or two. Under two CPU hogs that start
// took 5-20 s of a 7-23 s test (the kill and app2 marked down: 0.4-0.6 s), and beside Lighthouse in
// CI it ran past the project's 60 s: each test here is given the start's bound and a minute more
// (issue 50).
const CLUSTER_TEST_TIMEOUT_MS = 180_000;

describe.skipIf(skip)(
  `HAProxy with deploy/haproxy.cfg in front of two instances (${skip ?? 'PostgreSQL and HAProxy present'})`,
  { timeout: CLUSTER_TEST_TIMEOUT_MS },
  () => {
    let app1: TestServer;
    let logDir: string;
    const cleanup: (() => Promise<unknown>)[] = [];
    beforeAll(async () => {
      app1 = await startTestServer({ TRUST_PROXY: '127.0.0.1' });
      logDir = await mkdtemp(join(tmpdir(), 'sillage-haproxy-'));
    });
    afterEach(async () => {
      for (const step of cleanup.splice(0).reverse()) await step().catch(() => {});
    });
    afterAll(async () => {
      await app1?.close();
      if (logDir) await rm(logDir, { recursive: true, force: true });
    });

    /** A fresh app2 process and HAProxy in front of app1 and app2, both up. */
    async function cluster(app2Env: Record<string, string> = {}): Promise<{ proxy: Haproxy; app2: InstanceProcess }> {
      const app2 = await startInstanceProcess(app1.databaseUrl!, { TRUST_PROXY: '127.0.0.1', ...app2Env });
      cleanup.push(() => app2.stop());
      const proxy = await startHaproxy({
        servers: [new URL(app1.url).host, new URL(app2.url).host],
        port: await freePort(),
        statsPort: await freePort(),
        log: join(logDir, `haproxy-${randomUUID()}.log`),
      });
      cleanup.push(() => proxy.stop());
      await proxy.waitUntilAllUp();
      return { proxy, app2 };
    }

    async function holdOrders() {
      const lock = await lockOrders(app1);
      cleanup.push(() => lock.release());
      return lock;
    }

    /** Starts `count` requests and resolves once HAProxy has one in flight at each instance. */
    async function inFlightAtEach(proxy: Haproxy, start: () => Promise<Reply>, count = 2): Promise<Promise<Reply>[]> {
      const replies = Array.from({ length: count }, start);
      const deadline = Date.now() + 30_000;
      for (;;) {
        const servers = (await proxy.stats()).filter((s) => s.name !== 'BACKEND');
        if (servers.every((s) => s.inFlight >= 1)) return replies;
        if (Date.now() > deadline) throw new Error(`requests not held at both instances: ${JSON.stringify(servers)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }

    async function kill(app: InstanceProcess) {
      const exited = once(app.child, 'exit');
      app.child.kill('SIGKILL');
      await exited;
    }

    it('keeps answering GETs while an instance is SIGKILLed: one cut mid-way is sent to the other instance, and the dead one is taken out', async () => {
      const { proxy, app2 } = await cluster();
      const shopper = await app1.makeUser();
      const myOrders = () => send(`${proxy.url}/api/orders/my-orders`, 'GET', { headers: { 'auth-token': shopper.token } });
      const lock = await holdOrders();
      const held = await inFlightAtEach(proxy, myOrders);

      await kill(app2);
      // Right after the kill (app2 still in rotation, its health checks not failed yet) and until
      // it is out, every GET is answered: those sent to app2 are refused and go to app1.
      const during: Promise<Reply>[] = [];
      const app2Down = async () => (await proxy.stats()).find((s) => s.name === 'app2')?.status === 'DOWN';
      while (during.length < 20 || !(await app2Down())) {
        during.push(send(`${proxy.url}/api/categories`, 'GET'));
        await new Promise((r) => setTimeout(r, 20));
      }
      await lock.release();
      expect((await Promise.all(held)).map((r) => r.status)).toEqual([200, 200]);
      expect((await Promise.all(during)).filter((r) => r.status !== 200)).toEqual([]);
      // The GET app2 was holding went to app1: a retry, redispatched (deploy/haproxy.cfg retry-on).
      const app2Stats = (await proxy.stats()).find((s) => s.name === 'app2')!;
      expect(app2Stats.redispatches).toBeGreaterThanOrEqual(1);
    });

    it('takes an instance out while it drains after SIGTERM, before it stops listening (routing by /api/health/ready)', async () => {
      const { proxy, app2 } = await cluster({ SHUTDOWN_DRAIN_MS: '15000' });
      app2.child.kill('SIGTERM');
      await proxy.waitForStatus('app2', 'DOWN', 10_000);
      // Still there and still answering: HAProxy followed its readiness, not its disappearance.
      expect(app2.child.exitCode).toBeNull();
      expect((await fetch(`${app2.url}/api/health/live`)).status).toBe(200);
    });

    it("passes the shopper's address in X-Forwarded-For, replacing what the client claimed: per-IP limits see the shopper", async () => {
      const { proxy } = await cluster();
      const email = `proxied-${randomUUID().slice(0, 8)}@example.com`;
      const res = await send(`${proxy.url}/api/users/register`, 'POST', {
        localAddress: '127.0.0.77',
        headers: { 'x-forwarded-for': '6.6.6.6' },
        body: { name: 'Behind HAProxy', email, password: 'Password123!' },
      });
      expect(res.status).toBe(201);
      const keys = await app1.deps.db.select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, 'register:ip:%'));
      const seen = keys.map((k) => k.key);
      expect(seen).toContain('register:ip:127.0.0.77');
      expect(seen).not.toContain('register:ip:6.6.6.6');
    });

    it('never sends a POST without an Idempotency-Key to a second instance once the first may have seen it', async () => {
      const { proxy, app2 } = await cluster();
      const shopper = await app1.makeUser();
      const product = await insertProduct(app1.deps.db, { countInStock: 10 });
      const placeOrder = () =>
        send(`${proxy.url}/api/orders`, 'POST', { headers: { 'auth-token': shopper.token }, body: orderBody([{ product: product.id, qty: 1 }]) });
      const lock = await holdOrders();
      const held = await inFlightAtEach(proxy, placeOrder);

      await kill(app2);
      await lock.release();
      // app1 places its order; app2's was cut and comes back to the client as a 502, not run again.
      expect((await Promise.all(held)).map((r) => r.status).sort()).toEqual([201, 502]);
      const placed = await app1.deps.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, shopper.id));
      expect(placed).toHaveLength(1);
    });

    it('sends a signed-in write with an Idempotency-Key to the other instance when the first dies with it, and it happens once', async () => {
      const { proxy, app2 } = await cluster();
      const shopper = await app1.makeUser();
      const product = await insertProduct(app1.deps.db, { countInStock: 10 });
      const placeOrder = () =>
        send(`${proxy.url}/api/orders`, 'POST', {
          headers: { 'auth-token': shopper.token, 'idempotency-key': randomUUID() },
          body: orderBody([{ product: product.id, qty: 1 }]),
        });
      const lock = await holdOrders();
      const held = await inFlightAtEach(proxy, placeOrder);

      await kill(app2);
      await lock.release();
      expect((await Promise.all(held)).map((r) => r.status)).toEqual([201, 201]);
      const placed = await app1.deps.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, shopper.id));
      expect(placed).toHaveLength(2);
    });

    it('reloads (SIGUSR2 to the master, as systemctl reload) without dropping a request in flight or refusing a new one', async () => {
      const { proxy } = await cluster();
      const shopper = await app1.makeUser();
      const lock = await holdOrders();
      const held = await inFlightAtEach(proxy, () => send(`${proxy.url}/api/orders/my-orders`, 'GET', { headers: { 'auth-token': shopper.token } }));

      // New requests all along the reload: the new worker takes the listening socket over.
      const workerBefore = await proxy.workerPid();
      const reloaded = proxy.reload().then(() => proxy.waitUntilAllUp());
      let done = false;
      void reloaded.finally(() => (done = true)).catch(() => {});
      const around: Reply[] = [];
      while (!done || around.length < 20) {
        around.push(await send(`${proxy.url}/api/categories`, 'GET').catch((err: Error) => ({ status: 0, body: err.message })));
      }
      await reloaded;
      expect(await proxy.workerPid()).not.toBe(workerBefore);
      expect(around.filter((r) => r.status !== 200)).toEqual([]);

      // The old worker keeps the two held requests as long as they take (hard-stop-after is far
      // longer than this second); they finish once the lock goes.
      await new Promise((r) => setTimeout(r, 1_000));
      await lock.release();
      expect((await Promise.all(held)).map((r) => r.status)).toEqual([200, 200]);
    });
  },
);
