import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUrl, skipReason } from '#server/cluster/two-instances.ts';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { adminQuery } from '#server/test-support/postgres-admin.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';
import { insertUser } from '#server/test-support/user-fixtures.ts';

// Deleting an account (users/admin-users.ts) locks the user's row, then the products its reviews
// rated. An order must take its shopper's row before any product, or the two deadlock when the
// shopper orders a scent they reviewed while an admin deletes them (PostgreSQL aborts one: a 500).
describe.skipIf(!postgresUrl)(`an order and an account deletion at once (${skipReason})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('wait for each other in turn, and neither fails', async () => {
    const shopper = await insertUser(server);
    const product = await insertProduct(server.deps.db, { countInStock: 5 });
    const deletion = new pg.Client({ connectionString: server.databaseUrl });
    deletion.on('error', () => {});
    await deletion.connect();
    try {
      // The deletion's first lock: the user's row (its DELETE).
      await deletion.query('begin');
      await deletion.query('select id from users where id = $1 for update', [shopper.id]);
      const order = server.call('POST', '/api/orders', { token: shopper.token, body: orderBody([{ product: product.id, qty: 1 }]) });
      await requestWaitingOnALock(server);
      // Its second: the rated product's row (the ratings recounted). Had the order locked the
      // product before the user, this would deadlock.
      await deletion.query("set local lock_timeout = '5s'");
      await deletion.query('update products set num_reviews = num_reviews where id = $1', [product.id]);
      await deletion.query('rollback');
      expect((await order).status).toBe(201);
    } finally {
      await deletion.end().catch(() => {});
    }
  });
});

async function requestWaitingOnALock(server: TestServer) {
  const database = new URL(server.databaseUrl!).pathname.slice(1);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [row] = await adminQuery<{ waiting: number }>(
      postgresUrl!,
      "select count(*)::int as waiting from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
      [database],
    );
    if (row!.waiting >= 1) return;
    if (Date.now() > deadline) throw new Error('the order never waited on the locked user');
    await new Promise((r) => setTimeout(r, 50));
  }
}
