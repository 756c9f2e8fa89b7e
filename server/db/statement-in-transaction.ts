import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client.ts';

/**
 * One statement in a transaction of its own, sent straight to the driver with its values as
 * parameters: BEGIN, the statement, COMMIT. For an order placed without an Idempotency-Key
 * (place-order-once.ts): committed by this server once the rows are in, never by the statement
 * alone, so a statement whose sender died while it waited is rolled back rather than kept without
 * anyone to answer. Meant for a call of a database function.
 *
 * Rows come as the driver reads them: cast a timestamp to text in the statement and map it as its
 * column would, to get the same value on both drivers and through Drizzle.
 */
export function statementInTransaction<Row>(db: Database, text: string, values: unknown[]): Promise<Row[]> {
  return onDriver(db, {
    async pool(connection) {
      await connection.query('begin');
      const result = await connection.query<Row & pg.QueryResultRow>(text, values);
      await connection.query('commit');
      return result.rows;
    },
    // One connection, in this process: its transaction is the only one running while it lasts.
    pglite: (client) => client.transaction(async (tx) => (await tx.query<Row>(text, values)).rows),
  });
}

/**
 * The statement committed on its own in one round trip, for a statement that answers for itself: a
 * keyed order, whose key names the order it placed
 * (server/db/functions/sillage_place_order_once.sql). It commits before its rows are seen, so a
 * statement whose sender died while it waited still commits; the key is what makes that safe, as
 * the retry of a request that got no answer is answered from it. A statement that raises rolls
 * everything back.
 *
 * Sent as a prepared statement of the connection (the extended protocol, whose one statement
 * before Sync is a transaction of its own, as `begin; …; commit` in one simple query was): parsed
 * and planned once a connection rather than on every call, and its values sent as they are
 * instead of quoted into its text. PostgreSQL's CPU on a keyed order whose session the statement
 * checks went from 0.95–1.17 ms to 0.82–1.01 (docs/decisions/2026-11-30-key-claim-on-its-index.md).
 * Its plan is a call of a function: no table's size is in it.
 */
export async function statementCommitted<Row>(db: Database, text: string, values: unknown[]): Promise<Row[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) return client.transaction(async (tx) => (await tx.query<Row>(text, values)).rows);
  if (!(client instanceof pg.Pool)) throw new Error('statementCommitted: needs a database opened by server/db/client.ts');
  // A connection whose prepared statement PostgreSQL no longer has, or whose plan changed its
  // columns (a migration while it was open), refuses it before running it: that connection is let
  // go and the call made on another, at most once for each connection the pool holds.
  for (let attempt = 0; ; attempt++) {
    const connection = await client.connect();
    try {
      const result = await connection.query<Row & pg.QueryResultRow>({ name: preparedName(text), text, values });
      connection.release();
      return result.rows;
    } catch (err) {
      // No ROLLBACK: a failed statement ended its own transaction at Sync.
      const stale = STALE_PREPARED.has((err as { code?: string }).code ?? '');
      connection.release(stale ? (err as Error) : undefined);
      if (!stale || attempt >= client.options.max) throw err;
    }
  }
}

/** 26000: no such prepared statement; 0A000: cached plan must not change result type. */
const STALE_PREPARED = new Set(['26000', '0A000']);

/** One name a statement text, the same on every connection: node-postgres prepares it on each the first time. */
const names = new Map<string, string>();
function preparedName(text: string): string {
  let name = names.get(text);
  if (!name) names.set(text, (name = `sillage_committed_${names.size + 1}`));
  return name;
}

/**
 * A transaction on the database's own driver: a connection of node-postgres's pool, rolled back
 * if the work throws, or the embedded database.
 */
async function onDriver<T>(db: Database, work: { pool(connection: pg.PoolClient): Promise<T>; pglite(client: PGlite): Promise<T> }): Promise<T> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    // A connection whose ROLLBACK failed may still be inside the transaction: it is destroyed on
    // release rather than lent to the next request.
    let broken: Error | undefined;
    try {
      return await work.pool(connection);
    } catch (err) {
      await connection.query('rollback').catch((rollbackFailed: Error) => {
        broken = rollbackFailed;
      });
      throw err;
    } finally {
      connection.release(broken);
    }
  }
  if (client instanceof PGlite) return work.pglite(client);
  throw new Error('statementInTransaction: needs a database opened by server/db/client.ts');
}
