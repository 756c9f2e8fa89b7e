import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema.ts';

/** Both drivers give the same Drizzle API: the rest of the server has one code path. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database handle or a transaction: services accept either. */
export type Queryable = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Calls `onNotify` with each NOTIFY payload on `channel`, and `onListen` each time listening
   * (re)starts: notifications sent while a PostgreSQL listener was reconnecting are lost, so a
   * listener must assume anything may have changed then. Resolves to a function that stops it.
   */
  listen(channel: string, onNotify: (payload: string) => void, onListen?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

const migrationsFolder = join(import.meta.dirname, 'migrations');

export type OpenOptions = {
  /** postgres:// URL; without it, an embedded PGlite under dataDir (or in memory). */
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  inMemory?: boolean;
  maxConnections?: number;
};

/**
 * How long postgres-js waits before reconnecting a pooled connection, by failed attempts so far.
 * Its default grows to 20 s, and the count is shared by the pool: after PostgreSQL restarts,
 * the attempts made while it was starting up left queries waiting seconds on a database that
 * was already back. Capped at 1 s, the pool is whole again within a second of it.
 */
const reconnectDelaySeconds = (attempts: number) => Math.min(0.05 * 2 ** attempts, 1);

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const url = options.databaseUrl;
    const sql = postgres(url, { max: options.maxConnections ?? 10, onnotice: () => {}, backoff: reconnectDelaySeconds });
    const db = drizzlePostgres(sql, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        // One instance migrates at a time: a session-level advisory lock held by a connection of
        // its own; the others wait here and then find every migration already applied.
        const lockSql = postgres(url, { max: 1, onnotice: () => {} });
        try {
          await lockSql`select pg_advisory_lock(hashtext('sillage-migrate'))`;
          await migratePostgres(drizzlePostgres(lockSql, { schema }), { migrationsFolder });
        } finally {
          await lockSql`select pg_advisory_unlock(hashtext('sillage-migrate'))`.catch(() => {});
          await lockSql.end({ timeout: 5 });
        }
      },
      async listen(channel, onNotify, onListen) {
        // postgres-js keeps one dedicated connection for LISTEN and reconnects it by itself.
        const request = await sql.listen(channel, onNotify, onListen);
        return () => request.unlisten();
      },
      close: () => sql.end({ timeout: 5 }),
    };
  }
  let client: PGlite;
  // pg_trgm backs the keyword-search index (migration 0001 creates the extension).
  const extensions = { pg_trgm };
  if (options.inMemory || !options.dataDir) {
    client = new PGlite({ extensions });
  } else {
    const dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    async listen(channel, onNotify, onListen) {
      // One process, one connection: notifications arrive as the committing query returns.
      const stop = await client.listen(channel, onNotify);
      onListen?.();
      return stop;
    },
    close: () => client.close(),
  };
}
