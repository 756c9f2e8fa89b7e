import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client.ts';

/**
 * One statement in a transaction of its own, sent straight to the driver under a name, so that
 * each connection parses and plans it once: BEGIN, the statement, COMMIT, and nothing built per
 * call. For the shop's busiest write (placing an order), where Drizzle's transaction and its
 * statement building were a third of the server's time on the order
 * (docs/decisions/2026-11-25-unpaid-units-index.md). Committed by this server, never by the
 * statement alone: a statement whose sender died while it waited would still commit, while a
 * transaction whose COMMIT never comes is rolled back.
 *
 * Rows come as the driver reads them: cast a timestamp to text in the statement and map it as its
 * column would, to get the same value on both drivers and through Drizzle.
 */
export function statementInTransaction<Row>(db: Database, name: string, text: string, values: unknown[]): Promise<Row[]> {
  return statementInTransactionClosedBy<Row, Row[]>(db, name, text, values, (rows) => ({ result: rows }));
}

/** A statement that ends the transaction's work before COMMIT (a key's stored answer). */
export type Closing = { text: string; values: (string | number)[] };

/** `$1`, `$2`… replaced by their values as quoted literals, for a statement sent with COMMIT in one simple query. */
const inlined = ({ text, values }: Closing) => text.replace(/\$(\d+)/g, (_, n: string) => pg.escapeLiteral(String(values[Number(n) - 1])));

/**
 * The same, and then what `close` makes of the statement's rows: its result, and a statement to
 * run before COMMIT, sent with it in the same round trip (as one simple query, its values quoted
 * by the driver's own escaping). BEGIN, the statement, the closing and COMMIT: three round trips.
 * A `close` that throws rolls everything back.
 */
export async function statementInTransactionClosedBy<Row, T>(
  db: Database,
  name: string,
  text: string,
  values: unknown[],
  close: (rows: Row[]) => { result: T; closing?: Closing },
): Promise<T> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    // A connection whose ROLLBACK failed may still be inside the transaction: it is destroyed on
    // release rather than lent to the next request.
    let broken: Error | undefined;
    try {
      await connection.query('begin');
      const { rows } = await connection.query<Row & pg.QueryResultRow>({ name, text, values });
      const { result, closing } = close(rows);
      await connection.query(closing ? `${inlined(closing)}; commit` : 'commit');
      return result;
    } catch (err) {
      await connection.query('rollback').catch((rollbackFailed: Error) => {
        broken = rollbackFailed;
      });
      throw err;
    } finally {
      connection.release(broken);
    }
  }
  if (client instanceof PGlite) {
    // One connection, in this process: its transaction is the only one running while it lasts.
    return client.transaction(async (tx) => {
      const { result, closing } = close((await tx.query<Row>(text, values)).rows);
      if (closing) await tx.query(closing.text, closing.values);
      return result;
    });
  }
  throw new Error('statementInTransaction: needs a database opened by server/db/client.ts');
}
