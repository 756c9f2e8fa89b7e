import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { postgresUrl, skipReason } from '#server/cluster/two-instances.ts';
import { orders, products } from '#server/db/schema.ts';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { adminQuery } from '#server/test-support/postgres-admin.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startTestServer, type ApiResponse, type TestServer } from '#server/test-support/test-server.ts';
import { insertUser, type TestUser } from '#server/test-support/user-fixtures.ts';

// What a shopper sees when the database goes away under their request (a restart, a failover, an
// operator's pg_terminate_backend) or is too busy to lend a connection: a prompt 503 with a
// message to try again, nothing half-written, and a server that is whole for the next request.
// Each request is held inside its transaction by a row lock another connection takes, so the
// connections are surely killed mid-request.
describe.skipIf(!postgresUrl)(`requests whose database connection is lost (${skipReason})`, () => {
  let server: TestServer;
  let shopper: TestUser;
  let locker: pg.Client | undefined;
  const POOL_SIZE = 3;
  const POOL_TIMEOUT_MS = 1500;

  beforeAll(async () => {
    server = await startTestServer({ DATABASE_POOL_SIZE: String(POOL_SIZE), DATABASE_POOL_TIMEOUT_MS: String(POOL_TIMEOUT_MS) });
    shopper = await insertUser(server);
  });
  afterEach(async () => {
    await locker?.end().catch(() => {});
    locker = undefined;
  });
  afterAll(async () => {
    await server?.close();
  });

  const databaseName = () => new URL(server.databaseUrl!).pathname.slice(1);

  /** Another connection holds the product's row, as a long transaction elsewhere would. */
  async function lockProduct(productId: string): Promise<pg.Client> {
    locker = new pg.Client({ connectionString: server.databaseUrl });
    locker.on('error', () => {});
    await locker.connect();
    await locker.query('begin');
    await locker.query('select id from products where id = $1 for update', [productId]);
    return locker;
  }

  /** Resolves once `n` of this server's connections wait for a lock. */
  async function waitingOnLocks(n: number) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const [row] = await adminQuery<{ waiting: number }>(
        postgresUrl!,
        "select count(*)::int as waiting from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
        [databaseName()],
      );
      if (row!.waiting >= n) return;
      if (Date.now() > deadline) throw new Error(`only ${row!.waiting} of ${n} requests reached the locked row`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  const placeOrder = (productId: string) => server.call('POST', '/api/orders', { token: shopper.token, body: orderBody([{ product: productId, qty: 1 }]) });
  const stockOf = async (id: string) => (await server.deps.db.select({ n: products.countInStock }).from(products).where(eq(products.id, id)))[0]?.n;
  const ordersOf = async (id: string) => (await server.deps.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, id))).length;

  const expectTryAgain = (res: ApiResponse) => {
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toEqual({ message: messages.databaseUnavailable, code: 'databaseUnavailable' });
    expect(res.headers.get('retry-after')).toBe('1');
  };

  it('every request whose connection is killed mid-transaction is answered 503 at once, and nothing of it is kept', async () => {
    const product = await insertProduct(server.deps.db, { countInStock: 50 });
    const ordersBefore = await ordersOf(shopper.id);
    const lock = await lockProduct(product.id);
    const inFlight = Array.from({ length: POOL_SIZE }, () => placeOrder(product.id));
    await waitingOnLocks(POOL_SIZE);

    const killedAt = Date.now();
    const { pid: lockerPid } = (await lock.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!;
    const killed = await adminQuery(postgresUrl!, 'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> $2', [
      databaseName(),
      lockerPid,
    ]);
    expect(killed.length).toBeGreaterThanOrEqual(POOL_SIZE);
    const answers = await Promise.all(inFlight);
    expect(Date.now() - killedAt, 'answered promptly, not after a timeout').toBeLessThan(1000);
    for (const res of answers) expectTryAgain(res);

    await lock.query('rollback');
    expect(await stockOf(product.id)).toBe(50);
    expect(await ordersOf(shopper.id)).toBe(ordersBefore);
    // The pool threw the dead connections away: the next order goes through.
    expect((await placeOrder(product.id)).status).toBe(201);
    expect(await stockOf(product.id)).toBe(49);
  });

  it('a request that cannot get a connection within DATABASE_POOL_TIMEOUT_MS is answered 503; the ones holding connections still finish', async () => {
    const product = await insertProduct(server.deps.db, { countInStock: 50 });
    const lock = await lockProduct(product.id);
    // Every connection of the pool is held by an order waiting for the locked row…
    const holding = Array.from({ length: POOL_SIZE }, () => placeOrder(product.id));
    await waitingOnLocks(POOL_SIZE);
    // …so this read waits for a connection, and gives up after the pool's timeout.
    // (fetch, not server.call: that first syncs the test's catalogue cache through the same pool.)
    const started = Date.now();
    const res = await fetch(`${server.url}/api/orders/my-orders`, { headers: { 'auth-token': shopper.token } });
    const waited = Date.now() - started;
    expectTryAgain({ status: res.status, headers: res.headers, body: await res.json() });
    expect(waited).toBeGreaterThanOrEqual(POOL_TIMEOUT_MS - 100);
    expect(waited).toBeLessThan(POOL_TIMEOUT_MS + 3000);

    await lock.query('commit');
    for (const res of await Promise.all(holding)) expect(res.status).toBe(201);
    expect(await stockOf(product.id)).toBe(50 - POOL_SIZE);
    expect((await server.call('GET', '/api/orders/my-orders', { token: shopper.token })).status).toBe(200);
  });
});
