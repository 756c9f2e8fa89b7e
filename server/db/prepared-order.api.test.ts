import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUrl, skipReason } from '#server/cluster/two-instances.ts';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';
import { insertUser, type TestUser } from '#server/test-support/user-fixtures.ts';

// A keyed order's statement is prepared on each connection of the pool (statement-in-transaction.ts).
// A connection whose prepared statement PostgreSQL no longer has (DEALLOCATE, a migration that
// replaced its function's columns)
// must not turn the shopper's order into an error, nor keep failing for every later order.
describe.skipIf(!postgresUrl)(`keyed orders on connections that lost their prepared statement (${skipReason})`, () => {
  // One connection: every order goes through the one whose statements are dropped.
  const POOL_SIZE = 1;
  let server: TestServer;
  let shopper: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ DATABASE_POOL_SIZE: String(POOL_SIZE) });
    shopper = await insertUser(server);
  });
  afterAll(() => server?.close());

  it('are placed all the same, every one of them', async () => {
    const product = await insertProduct(server.deps.db, { countInStock: 100 });
    let n = 0;
    const place = () =>
      server.call('POST', '/api/orders', {
        token: shopper.token,
        body: orderBody([{ product: product.id, qty: 1 }]),
        headers: { 'idempotency-key': `prepared-${n++}` },
      });
    // The session checked in the first order's statement, and known for the next: both prepared.
    for (let i = 0; i < 2; i++) expect((await place()).status).toBe(201);

    const pool = (server.deps.db as unknown as { $client: pg.Pool }).$client;
    const connections = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.connect()));
    for (const connection of connections) {
      const { rows } = await connection.query<{ name: string }>(`select name from pg_prepared_statements where name like 'sillage_committed_%'`);
      for (const { name } of rows) await connection.query(`deallocate ${pg.escapeIdentifier(name)}`);
    }
    for (const connection of connections) connection.release();

    for (let i = 0; i < 4; i++) expect((await place()).status).toBe(201);
  });
});
