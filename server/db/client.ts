import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { compileWebAssemblyLean, createClusterApart, pgliteStartParams } from './pglite-cluster.ts';
import { listenWithReconnect } from './postgres-listener.ts';
import { serverFile } from '../server-files.ts';
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
  /** The embedded database's data directory as a tar file (PGlite only), for `fromDump`. */
  dump?(): Promise<Blob>;
};

const migrationsFolder = serverFile('db', 'migrations');

export type OpenOptions = {
  /** postgres:// URL; without it, an embedded PGlite under dataDir (or in memory). */
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  inMemory?: boolean;
  /**
   * In memory, starting from a dump of another PGlite's data directory (`dumpDataDir`) rather than
   * an empty cluster: the API tests migrate one database per run and start each server from it.
   */
  fromDump?: Blob;
  maxConnections?: number;
  /** How long a query may wait for a free connection of the pool before it fails (503), in ms. */
  poolTimeoutMs?: number;
  /** PostgreSQL's statement_timeout for every connection, in ms; 0 or unset: none. */
  statementTimeoutMs?: number;
};

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  let client: PGlite;
  compileWebAssemblyLean();
  // pg_trgm backs the keyword-search index (migration 0001 creates the extension).
  const settings = { extensions: { pg_trgm }, startParams: pgliteStartParams() };
  if (options.fromDump) {
    client = new PGlite({ ...settings, loadDataDir: options.fromDump });
  } else if (options.inMemory || !options.dataDir) {
    client = new PGlite(settings);
  } else {
    const dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    await createClusterApart(dir);
    client = new PGlite(dir, settings);
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
    dump: () => client.dumpDataDir('none'),
  };
}

/**
 * PostgreSQL through node-postgres: one pg.Pool for queries and transactions, one connection of
 * its own for LISTEN. Whatever ends a connection (a restart, pg_terminate_backend, a network cut)
 * rejects the queries on it at once; the pool throws that connection away and opens a fresh one
 * for the next query. A query that cannot get a connection within `poolTimeoutMs` fails too: the
 * client gets a 503 (http/error-handler.ts), never a request that hangs.
 */
async function openPostgres(url: string, options: OpenOptions): Promise<DatabaseHandle> {
  const connection: pg.ClientConfig = {
    connectionString: url,
    // A peer that vanished without closing (a cut network) is noticed by TCP keepalive.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    connectionTimeoutMillis: options.poolTimeoutMs ?? 5_000,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  };
  const pool = new pg.Pool({ ...connection, max: options.maxConnections ?? 10, idleTimeoutMillis: 30_000 });
  // A connection that dies is reported as an 'error' event as well as to its queries, which
  // fail with it. An idle one's event reaches the pool (which drops it); one lent out for a
  // transaction has no listener of the pool's, and the event would stop the process: every
  // connection gets one of its own. The dead connection is thrown away when it is given back.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // One instance migrates at a time: a session-level advisory lock held by a connection of
      // its own; the others wait here and then find every migration already applied.
      const lock = new pg.Client({ connectionString: url, connectionTimeoutMillis: connection.connectionTimeoutMillis });
      lock.on('error', () => {});
      await lock.connect();
      try {
        await lock.query(`select pg_advisory_lock(hashtext('sillage-migrate'))`);
        await migrateNodePg(drizzleNodePg(lock, { schema }), { migrationsFolder });
      } finally {
        await lock.query(`select pg_advisory_unlock(hashtext('sillage-migrate'))`).catch(() => {});
        await lock.end().catch(() => {});
      }
    },
    listen: (channel, onNotify, onListen) => listenWithReconnect(connection, channel, onNotify, onListen),
    close: () => pool.end(),
  };
}
