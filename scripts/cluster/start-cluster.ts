import { EnvError, parseEnv } from '#server/config/env.ts';
import { HAPROXY_SERVER_SLOTS, haproxyMissingMessage, haproxyVersion, startHaproxy } from './haproxy.ts';
import { createInstance, type Instance } from './instances.ts';

/**
 * npm run start:cluster — N instances of the server (CLUSTER_SIZE, default 3) on one PostgreSQL
 * (DATABASE_URL, required) behind HAProxy with deploy/haproxy.cfg on PORT (default 3000).
 * Instances listen on 127.0.0.1 at PORT+1…PORT+N (or CLUSTER_BASE_PORT+1…) with TRUST_PROXY=127.0.0.1 (HAProxy's address):
 * only something on this machine can reach them, and HAProxy replaces X-Forwarded-For with the
 * address it was connected from. An instance that exits unexpectedly is started again. SIGHUP
 * reloads HAProxy (after an edit of the cfg); Ctrl-C (or SIGTERM) stops HAProxy gracefully,
 * then each instance.
 */

const log = (msg: string, extra: Record<string, unknown> = {}) => console.log(JSON.stringify({ t: new Date().toISOString(), cluster: msg, ...extra }));

if ((await haproxyVersion()) === null) {
  console.error(haproxyMissingMessage);
  process.exit(1);
}
if (!process.env.DATABASE_URL) {
  console.error('start:cluster needs DATABASE_URL=postgres://… : every instance must share one PostgreSQL (PGlite is one process only).');
  process.exit(1);
}
const size = Number(process.env.CLUSTER_SIZE ?? 3);
const port = Number(process.env.PORT ?? 3000);
const basePort = Number(process.env.CLUSTER_BASE_PORT ?? port);
const statsPort = Number(process.env.HAPROXY_STATS_PORT ?? 8404);
if (!Number.isInteger(size) || size < 1 || size > HAPROXY_SERVER_SLOTS) {
  console.error(`CLUSTER_SIZE must be a whole number from 1 to ${HAPROXY_SERVER_SLOTS} (the server slots of deploy/haproxy.cfg)`);
  process.exit(1);
}

// Draining on SIGTERM outlasts HAProxy's verdict (a check a second, out after two failures).
const instanceEnv = { ...process.env, TRUST_PROXY: '127.0.0.1', SHUTDOWN_DRAIN_MS: process.env.SHUTDOWN_DRAIN_MS ?? '3000' };
try {
  // Checked once here so a bad setting fails once, not N times; in development this also creates
  // the JWT secret file in DATA_DIR before the instances start, so all of them share one secret.
  parseEnv(instanceEnv);
} catch (err) {
  if (err instanceof EnvError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const instances: Instance[] = Array.from({ length: size }, (_, i) =>
  createInstance({ name: `instance-${i + 1}`, port: basePort + i + 1, env: instanceEnv, log: 'inherit' }),
);
let stopping = false;
for (const instance of instances) {
  instance.onUnexpectedExit = (code, signal) => {
    if (stopping) return;
    log(`${instance.name} exited (${signal ?? code}); starting it again in 1 s`);
    setTimeout(() => !stopping && instance.start(), 1_000);
  };
}

// All at once: migrations run under an advisory lock, so one instance applies them and the
// others find them applied.
instances.forEach((i) => i.start());
try {
  await Promise.all(instances.map((i) => i.waitReady(120_000)));
} catch (err) {
  log('an instance did not become ready', { error: String(err) });
  stopping = true;
  await Promise.all(instances.map((i) => i.stop('SIGKILL')));
  process.exit(1);
}

const proxy = await startHaproxy({
  servers: instances.map((i) => `127.0.0.1:${i.port}`),
  port,
  host: process.env.HOST ?? '127.0.0.1',
  statsPort,
  log: 'inherit',
}).catch(async (err: unknown) => {
  log('HAProxy did not start', { error: String(err) });
  stopping = true;
  await Promise.all(instances.map((i) => i.stop('SIGTERM')));
  process.exit(1);
});
proxy.onUnexpectedExit = (code, signal) => {
  log(`HAProxy exited (${signal ?? code}); stopping the instances`);
  void shutdown('HAProxy exit', 1);
};
await proxy.waitUntilAllUp(30_000).catch((err: unknown) => log("not every instance passes HAProxy's health check yet", { error: String(err) }));
log(`Sillage on ${proxy.url} (HAProxy in front of ${size} instances)`, { instances: instances.map((i) => i.url), stats: proxy.statsUrl });

async function shutdown(reason: string, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  log(`${reason}: HAProxy stops taking requests and finishes those in flight, then each instance stops gracefully`);
  await proxy.stop();
  await Promise.all(instances.map((i) => i.stop('SIGTERM')));
  process.exit(exitCode);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGHUP', () => {
  log('SIGHUP: reloading HAProxy (deploy/haproxy.cfg read again; requests in flight finish on the old worker)');
  proxy.reload().then(
    () => log('HAProxy reloaded'),
    (err: unknown) => log('HAProxy reload failed; the previous worker keeps serving', { error: String(err) }),
  );
});
