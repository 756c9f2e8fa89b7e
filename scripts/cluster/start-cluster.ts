import { EnvError, parseEnv } from '#server/config/env.ts';
import { startBalancer } from './balancer.ts';
import { createInstance, type Instance } from './instances.ts';

/**
 * npm run start:cluster — N instances of the server (CLUSTER_SIZE, default 3) on one PostgreSQL
 * (DATABASE_URL, required) behind the local balancer on PORT (default 3000). Instances listen on
 * 127.0.0.1 at PORT+1…PORT+N (or CLUSTER_BASE_PORT+1…) with TRUST_PROXY=on: the balancer is
 * the only thing that can reach them, so it is the only proxy they trust. An instance that exits
 * unexpectedly is started again. Ctrl-C (or SIGTERM) stops the balancer, then each instance
 * gracefully.
 */

const log = (msg: string, extra: Record<string, unknown> = {}) => console.log(JSON.stringify({ t: new Date().toISOString(), cluster: msg, ...extra }));

if (!process.env.DATABASE_URL) {
  console.error('start:cluster needs DATABASE_URL=postgres://… : every instance must share one PostgreSQL (PGlite is one process only).');
  process.exit(1);
}
const size = Number(process.env.CLUSTER_SIZE ?? 3);
const port = Number(process.env.PORT ?? 3000);
const basePort = Number(process.env.CLUSTER_BASE_PORT ?? port);
if (!Number.isInteger(size) || size < 1 || size > 32) {
  console.error('CLUSTER_SIZE must be a whole number from 1 to 32');
  process.exit(1);
}

// A second of draining on SIGTERM: the balancer checks readiness every 500 ms.
const instanceEnv = { ...process.env, TRUST_PROXY: 'on', SHUTDOWN_DRAIN_MS: process.env.SHUTDOWN_DRAIN_MS ?? '1000' };
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
const balancer = await startBalancer({ upstreams: instances.map((i) => i.url), port, host: process.env.HOST ?? '127.0.0.1' });
log(`balancer on ${balancer.url}`, { instances: instances.map((i) => i.url) });

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping the balancer, then each instance gracefully`);
  await balancer.close();
  await Promise.all(instances.map((i) => i.stop('SIGTERM')));
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
