import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { parseEnv } from '#server/config/env.ts';
import { users } from '#server/db/schema.ts';
import type { CatalogueCacheOptions } from '#server/catalogue-cache/catalogue-version.ts';
import type { SessionCacheOptions } from '#server/auth/session-cache.ts';
import { startServer, type RunningServer, type StartOptions } from '#server/start-server.ts';
import { MIGRATED_DUMP_ENV, MIGRATED_TEMPLATE_ENV } from './migrated-database.ts';
import { createDatabase, dropDatabase } from './postgres-admin.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
/** Set like the JWT secret, so that no test server writes a key pair into its DATA_DIR. */
const TEST_VAPID_KEYS = webPush.generateVAPIDKeys();

export type ApiResponse<T = any> = { status: number; body: T; headers: Headers };
export type CallOptions = { token?: string | undefined; body?: unknown; headers?: Record<string, string>; raw?: BodyInit };

export type TestServer = RunningServer & {
  /** The PostgreSQL database this server uses (undefined on PGlite): another server can attach to it. */
  databaseUrl: string | undefined;
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<ApiResponse<T>>;
  /** Registers a user through the API (admin flag set in the database) and returns its token. */
  makeUser(options?: {
    admin?: boolean;
    name?: string;
    email?: string;
    password?: string;
  }): Promise<{ id: string; token: string; email: string; password: string }>;
};

export type TestServerOptions = {
  seed?: boolean;
  /**
   * Another instance on an existing PostgreSQL database (another test server's `databaseUrl`,
   * or one from `createEmptyTestDatabase`) instead of a fresh one; closing it leaves that
   * database alone. Several instances on one database are what production runs.
   */
  attachTo?: { databaseUrl: string | undefined };
  /** Catalogue cache tuning (e.g. no polling, to prove the NOTIFY path alone). */
  catalogueCache?: CatalogueCacheOptions;
  /** Session cache tuning (e.g. no polling, to prove the NOTIFY path alone). */
  sessions?: SessionCacheOptions;
  /** Dispatcher tuning (e.g. no polling to speak of, to prove the bell alone). */
  dispatcher?: StartOptions['dispatcher'];
  /** A built SPA (or a stand-in index.html) for the server to serve, as in production. */
  distDir?: string;
  /** With `distDir`: the server bundle, so that public pages are rendered on the server. */
  ssrEntry?: string;
};

/**
 * The real server on a free port with a fresh database: in-memory PGlite, or a database of its
 * own on PostgreSQL when TEST_DATABASE_URL is set. Nothing is mocked.
 */
let migratedDump: Promise<Blob> | undefined;
/** The run's migrated PGlite (migrated-database.ts), read once per worker; none outside Vitest's setup. */
function migratedPglite(): Promise<Blob> | undefined {
  const file = process.env[MIGRATED_DUMP_ENV];
  if (!file) return undefined;
  migratedDump ??= readFile(file).then((bytes) => new Blob([bytes]));
  return migratedDump;
}

export async function startTestServer(overrides: Record<string, string> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sillage-test-'));
  if (options.attachTo && !options.attachTo.databaseUrl) throw new Error('attachTo needs a PostgreSQL database (set TEST_DATABASE_URL)');
  const attached = options.attachTo?.databaseUrl;
  // Only a database this server created is dropped when it closes.
  const adminUrl = attached ? undefined : process.env.TEST_DATABASE_URL || undefined;
  // A database of its own (not a schema: the generated migrations name "public" explicitly).
  const dbName = `sillage_t_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const databaseUrl = attached ?? (adminUrl ? await createDatabase(adminUrl, dbName, process.env[MIGRATED_TEMPLATE_ENV]) : undefined);
  const fromDump = databaseUrl ? undefined : await migratedPglite();
  const env = parseEnv({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.publicKey,
    VAPID_PRIVATE_KEY: TEST_VAPID_KEYS.privateKey,
    LOG_REQUESTS: 'off',
    // Tests write in bursts no person makes; the limit's own test sets it low.
    WRITES_PER_MINUTE: '9999999',
    // Tests place many orders for one shopper without paying, all from 127.0.0.1, of scents with
    // a few units; the caps' own tests (orders/hoarding.api.test.ts, order-holds) set them.
    MAX_UNPAID_UNITS: '9999999',
    MAX_UNPAID_UNITS_NEW_ACCOUNT: '9999999',
    MAX_UNPAID_UNITS_PER_ADDRESS: '9999999',
    MAX_HELD_SHARE_PERCENT: '100',
    // Tests sign up more accounts from 127.0.0.1 than anyone would; the limit's own test counts to 100.
    REGISTRATIONS_PER_HOUR: '100',
    SEED_DEMO_DATA: options.seed ? 'on' : 'off',
    // Many test servers share one PostgreSQL at once (max_connections 100). A worker holds at most
    // two servers, or one and an instance process (pool 10), each with two LISTEN connections
    // besides its pool: at 6, four workers stay under 90 (issue 50; peak 72 measured at four, where
    // 20 passed 100). The requests a test fires at once wait for a connection (see the timeout
    // below) as they would for a row lock; the pool's own tests set their size.
    DATABASE_POOL_SIZE: '6',
    // CI runs the PostgreSQL pass beside Lighthouse, where two seeding servers waited past the 5 s
    // for a connection (page-origin, "timeout expired"); the timeout's own test sets it low.
    DATABASE_POOL_TIMEOUT_MS: '30000',
    // Tests sign the same accounts in from 127.0.0.1 time and again; the limits' own test sets them low.
    LOGINS_PER_ACCOUNT: '100000',
    LOGINS_PER_ADDRESS: '100000',
    // The page tests render hundreds of pages a minute from 127.0.0.1; the limit's own test sets it low.
    PAGE_RENDERS_PER_MINUTE: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...overrides,
  });
  const server = await startServer({
    env,
    ...(databaseUrl ? {} : { database: { inMemory: true, ...(fromDump ? { fromDump } : {}) } }),
    ...(options.catalogueCache ? { catalogueCache: options.catalogueCache } : {}),
    ...(options.sessions ? { sessions: options.sessions } : {}),
    ...(options.dispatcher ? { dispatcher: options.dispatcher } : {}),
    ...(options.distDir ? { distDir: options.distDir } : {}),
    ...(options.ssrEntry ? { ssrEntry: options.ssrEntry } : {}),
  });

  const call: TestServer['call'] = async (method, path, opts = {}) => {
    // Tests write to the database directly, as another instance would. On PostgreSQL that
    // change reaches this instance's catalogue cache by NOTIFY within milliseconds (or the 1 s
    // poll); here it is made certain before each call, and the same for the sessions it has
    // checked (auth/session-cache.ts). (PGlite hears it as the write returns.)
    await server.deps.catalogueCache.sync();
    await server.deps.sessions.sync();
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers['auth-token'] = opts.token;
    let body: BodyInit | undefined = opts.raw;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(`${server.url}${path}`, { method, headers, body: body ?? null });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed as any, headers: res.headers };
  };

  let counter = 0;
  const makeUser: TestServer['makeUser'] = async (o = {}) => {
    counter += 1;
    const email = o.email ?? `user${counter}-${randomUUID().slice(0, 8)}@example.com`;
    const password = o.password ?? 'Password123!';
    const res = await call('POST', '/api/users/register', { body: { name: o.name ?? `User ${counter}`, email, password } });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
    const id = res.body.user.id as string;
    if (o.admin) await server.deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, id));
    return { id, token: res.body.user.token as string, email, password };
  };

  return {
    ...server,
    databaseUrl,
    call,
    makeUser,
    async close(closeOptions) {
      await server.close(closeOptions);
      if (adminUrl) {
        await dropDatabase(adminUrl, dbName);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** An empty PostgreSQL database (nothing migrated) and a way to drop it; needs TEST_DATABASE_URL. */
export async function createEmptyTestDatabase(): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('createEmptyTestDatabase needs TEST_DATABASE_URL');
  const dbName = `sillage_t_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const databaseUrl = await createDatabase(adminUrl, dbName);
  return {
    databaseUrl,
    async drop() {
      await dropDatabase(adminUrl, dbName);
    },
  };
}
