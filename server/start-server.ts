import { createServer, type RequestListener, type ServerOptions } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, dirname, join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { buildFolderOf, LOCALES } from '#domain/i18n/locales.ts';
import { createApp, type PageSource } from './app.ts';
import { openCatalogueCache, type CatalogueCacheOptions } from './catalogue-cache/catalogue-version.ts';
import { countAccountWrites } from './auth/account-writes.ts';
import { openSessionCache, type SessionCacheOptions } from './auth/session-cache.ts';
import type { AppDeps } from './app-env.ts';
import type { Env } from './config/env.ts';
import { openDatabase, type DatabaseHandle, type OpenOptions } from './db/client.ts';
import { waitForDatabase } from './db/wait-for-database.ts';
import { closingStage } from './health/closing-stage.ts';
import { createLifecycle } from './health/lifecycle.ts';
import { startIdempotencyKeyCleanup } from './idempotency/key-expiry.ts';
import { startDispatcher, type Dispatcher, type DispatcherOptions } from './messages/dispatcher.ts';
import { createOutboxBell } from './messages/outbox-bell.ts';
import { startHoldExpiry } from './orders/order-holds.ts';
import { startLimitExpiry } from './rate-limit/limit-expiry.ts';
import { startSpentAlertSweep } from './restock-alerts/spent-alerts.ts';
import { loadPageRenderer } from './pages/page-renderer.ts';
import { httpPaymentGateway } from './payments/paypal-gateway.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';
import type { DrawPictures } from './seed/seed-images.ts';
import { cachedPictureStore } from './pictures/picture-cache.ts';
import { databasePictureStore } from './pictures/database-picture-store.ts';
import { importUploadFolder } from './uploads/upload-folder-import.ts';

export type RunningServer = {
  url: string;
  port: number;
  deps: AppDeps;
  database: DatabaseHandle;
  /** Sends what the outbox holds (server/messages); `wake()` runs a pass now. */
  messages: Dispatcher;
  /**
   * Reports not ready at once, keeps serving for `drainMs` (so a load balancer's readiness
   * checks move traffic elsewhere), then stops taking connections, lets in-flight requests
   * finish, and closes the database.
   */
  close(options?: { drainMs?: number }): Promise<void>;
};

export type StartOptions = {
  env: Env;
  distDir?: string;
  /** The server bundle that renders public pages (build/ssr/entry-server.js); without it, every page is the app shell. */
  ssrEntry?: string;
  database?: Pick<OpenOptions, 'inMemory' | 'fromDump' | 'maxConnections'>;
  catalogueCache?: CatalogueCacheOptions;
  sessions?: SessionCacheOptions;
  /** Dispatcher tuning (a test lengthens its poll to prove the bell alone). */
  dispatcher?: Pick<DispatcherOptions, 'pollMs'>;
  /** How the demo pictures are drawn when seeding (the process entry draws them in a child: seed/pictures/draw-apart.ts). */
  drawSeedPictures?: DrawPictures;
};

/**
 * What a client may cost the server before it has sent its request: these hold when an instance
 * faces the internet itself, and behind HAProxy too (which reads each request whole first).
 * - keep-alive: an idle connection stays longer than the 60 s balancers commonly keep theirs,
 *   so it is always the client's side that lets go first (a client reusing a connection just as
 *   the server drops it gets ECONNRESET, and a POST cannot safely be retried);
 * - headers within 10 s of a request's first byte (as HAProxy's `timeout http-request`): a real
 *   client sends them in one packet or a few; a slowloris never finishes them;
 * - the whole request within REQUEST_TIMEOUT_SECONDS (120 s: a gallery of pictures from a
 *   tablet on a slow line), else 408 and the connection is closed: a body dripped a byte at a
 *   time holds a socket that long at most, not for ever;
 * - those deadlines are checked every second, not Node's default 30 s, so a slow request is cut
 *   within a second of its time.
 * Node counts the headers' time from the request's first byte: an idle keep-alive connection is
 * not cut by it (docs/decisions/2026-11-26-slow-clients.md).
 */
const KEEP_ALIVE_MS = 65_000;
const HEADERS_TIMEOUT_MS = 10_000;
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

function httpServerTimeouts(env: Pick<Env, 'requestTimeoutMs'>): ServerOptions {
  return {
    keepAliveTimeout: KEEP_ALIVE_MS,
    // Node refuses a headers timeout longer than the request's: a test's short request timeout shortens both.
    headersTimeout: Math.min(HEADERS_TIMEOUT_MS, env.requestTimeoutMs),
    requestTimeout: env.requestTimeoutMs,
    connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
  };
}

export async function startServer({
  env,
  distDir,
  ssrEntry,
  database: dbOptions = {},
  catalogueCache: cacheOptions,
  sessions: sessionOptions,
  dispatcher: dispatcherOptions,
  drawSeedPictures,
}: StartOptions): Promise<RunningServer> {
  const database = await openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    maxConnections: env.databasePool.size,
    poolTimeoutMs: env.databasePool.timeoutMs,
    statementTimeoutMs: env.databasePool.statementTimeoutMs,
    ...dbOptions,
  });
  // A database that is not there yet (started after us, restarting) is waited for, not a crash.
  await waitForDatabase(() => database.migrate(), { giveUpAfterMs: env.startupDatabaseWaitMs });
  // Pictures live in the database, so any instance serves any of them; nothing of theirs is
  // written under DATA_DIR. An upload folder from before is read once into the store.
  const pictures = cachedPictureStore(databasePictureStore(database.db), env.pictureCacheBytes);
  const imported = await importUploadFolder(join(env.dataDir, 'uploads'), pictures);
  if (imported > 0)
    console.log(
      JSON.stringify({
        t: new Date().toISOString(),
        msg: `stored ${imported} pictures of ${join(env.dataDir, 'uploads')} in the database; the folder is no longer read once every instance has started`,
      }),
    );
  if (env.seedDemoData) await seedDemoData(database.db, pictures, drawSeedPictures);
  const catalogueCache = await openCatalogueCache(database, cacheOptions);
  const sessions = await openSessionCache(database, sessionOptions);
  const accountWrites = countAccountWrites(database.db);
  const lifecycle = createLifecycle();
  const stopKeyCleanup = startIdempotencyKeyCleanup(database.db);
  const stopLimitExpiry = startLimitExpiry(database.db);
  const stopAlertSweep = startSpentAlertSweep(database.db);
  const outbox = createOutboxBell();
  const stopHoldExpiry = startHoldExpiry(database.db, env.orderHoldMs, outbox);
  const deps: AppDeps = { env, db: database.db, paypal: httpPaymentGateway(env.paypal), pictures, catalogueCache, sessions, accountWrites, lifecycle, outbox };
  const pages: PageSource = {};
  const app = createApp(deps, distDir ? { distDir, pages } : {});
  if (distDir && ssrEntry) {
    const api = (path: string, init: RequestInit) => Promise.resolve(app.request(path, init));
    // Each language's build beside the English one (vite.config.ts): dist/fr, build/ssr/fr.
    for (const locale of LOCALES) {
      const folder = buildFolderOf(locale);
      pages[locale] = await loadPageRenderer({ distDir: join(distDir, folder), ssrEntry: join(dirname(ssrEntry), folder, basename(ssrEntry)), api });
    }
  }

  const server: ServerType = await new Promise((resolve) => {
    const s = serve(
      {
        fetch: app.fetch,
        port: env.port,
        hostname: env.host,
        createServer: ((options: ServerOptions, listener: RequestListener) =>
          createServer({ ...options, ...httpServerTimeouts(env) }, listener)) as typeof createServer,
      },
      () => resolve(s),
    );
  });
  const { port } = server.address() as AddressInfo;
  // Listening on every interface names none: the mails' links (without PUBLIC_URL) say localhost.
  const host = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host.includes(':') ? `[${env.host}]` : env.host;
  const messages = await startDispatcher({ database, env, serverUrl: `http://${host}:${port}`, bell: outbox, ...dispatcherOptions });
  lifecycle.markReady();

  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    port,
    deps,
    database,
    messages,
    close: ({ drainMs = 0 } = {}) =>
      (closing ??= (async () => {
        lifecycle.markStopping();
        if (drainMs > 0) await new Promise((r) => setTimeout(r, drainMs));
        await new Promise<void>((resolve) => {
          const closeIdle = () => (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
          // Keep-alive sockets idle now, or idle once their last response is out, would hold
          // close() open until they time out: close each as soon as it is idle.
          const sweep = setInterval(closeIdle, 50);
          server.close(() => {
            clearInterval(sweep);
            resolve();
          });
          closeIdle();
        });
        stopKeyCleanup();
        stopLimitExpiry();
        stopAlertSweep();
        stopHoldExpiry();
        await closingStage('messages', () => messages.stop());
        await closingStage('catalogue cache', () => catalogueCache.close());
        await closingStage('sessions', () => sessions.close());
        await closingStage('account writes', () => accountWrites.close());
        await closingStage('database', () => database.close());
      })()),
  };
}
