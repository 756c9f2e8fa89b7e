import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../server/process-entry.ts';

/**
 * HAProxy, with the committed deploy/haproxy.cfg, in front of instances on this machine: for
 * `npm run start:cluster`, the soak and the cluster tests. It runs as a child in the foreground
 * (`-W -db`: a master and its worker), configured only through the environment the cfg reads.
 */

export const haproxyConfigPath = join(repoRoot, 'deploy', 'haproxy.cfg');
/** deploy/haproxy.cfg has this many server slots (SILLAGE_SERVER_1 … _8). */
export const HAPROXY_SERVER_SLOTS = 8;
export const haproxyMissingMessage = 'HAProxy is not installed (the cluster runs behind it). Install it with: sudo apt-get install -y haproxy';

const execFileAsync = promisify(execFile);

/** `haproxy -v`'s first line, or null when there is no haproxy on the PATH. */
export async function haproxyVersion(): Promise<string | null> {
  try {
    const { stdout } = await execFileAsync('haproxy', ['-v']);
    return stdout.split('\n')[0] ?? '';
  } catch {
    return null;
  }
}

export type HaproxyOptions = {
  /** Each instance as host:port, in order: app1, app2, … */
  servers: string[];
  port: number;
  /** Interface shoppers connect on (default 127.0.0.1). */
  host?: string;
  /** Port of the stats page on 127.0.0.1 (its CSV tells server states, retries, redispatches). */
  statsPort: number;
  /** Where HAProxy's output goes: a file (appended), or 'inherit'. */
  log: string | 'inherit';
};

export type ServerStats = {
  name: string;
  /** UP, DOWN, MAINT, "UP 1/2" (going down), "DOWN 1/2" (coming up), or "no check". */
  status: string;
  /** Requests at it now (scur); sent to it in all (stot); retried (wretr) and redispatched away from it (wredis). */
  inFlight: number;
  sessions: number;
  retries: number;
  redispatches: number;
};

export type Haproxy = {
  readonly url: string;
  readonly statsUrl: string;
  readonly pid: number | undefined;
  /** Server rows of the stats page, and the backend's total as name 'BACKEND'. */
  stats(): Promise<ServerStats[]>;
  /** The process id of the worker serving now (a reload starts a new one). */
  workerPid(): Promise<number>;
  /** Resolves once every server passes its health checks (UP), as HAProxy sees it. */
  waitUntilAllUp(timeoutMs?: number): Promise<void>;
  /** Waits until the given server is marked as `status` (e.g. DOWN after a kill). */
  waitForStatus(name: string, status: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  /** Re-reads the cfg in a new worker (SIGUSR2 to the master); the old one finishes its requests. */
  reload(timeoutMs?: number): Promise<void>;
  /** Graceful stop (SIGUSR1): stops listening, lets requests in flight finish, exits. */
  stop(): Promise<void>;
  /** Called when HAProxy exits without being asked to (a bad cfg, a port taken). */
  onUnexpectedExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
};

/** The environment deploy/haproxy.cfg reads. */
export function haproxyEnv(options: Pick<HaproxyOptions, 'servers' | 'port' | 'host' | 'statsPort'>): Record<string, string> {
  if (options.servers.length < 1 || options.servers.length > HAPROXY_SERVER_SLOTS) {
    throw new Error(`deploy/haproxy.cfg takes 1 to ${HAPROXY_SERVER_SLOTS} instances, not ${options.servers.length}`);
  }
  const env: Record<string, string> = {
    SILLAGE_BIND: `${options.host ?? '127.0.0.1'}:${options.port}`,
    SILLAGE_STATS_BIND: `127.0.0.1:${options.statsPort}`,
  };
  options.servers.forEach((server, i) => (env[`SILLAGE_SERVER_${i + 1}`] = server));
  return env;
}

function parseStats(csv: string): ServerStats[] {
  const [header, ...rows] = csv.trim().split('\n');
  const columns = header!.replace(/^# /, '').split(',');
  const at = (cells: string[], name: string) => cells[columns.indexOf(name)] ?? '';
  return rows
    .map((row) => row.split(','))
    .filter((cells) => at(cells, 'pxname') === 'instances' && at(cells, 'svname') !== 'FRONTEND')
    .map((cells) => ({
      name: at(cells, 'svname'),
      status: at(cells, 'status'),
      inFlight: Number(at(cells, 'scur')) || 0,
      sessions: Number(at(cells, 'stot')) || 0,
      retries: Number(at(cells, 'wretr')) || 0,
      redispatches: Number(at(cells, 'wredis')) || 0,
    }));
}

async function until(what: string, timeoutMs: number, test: () => Promise<boolean>) {
  const deadline = Date.now() + timeoutMs;
  while (!(await test().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`HAProxy: ${what} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts HAProxy and resolves once it answers on its stats page (servers may still be coming up). */
export async function startHaproxy(options: HaproxyOptions): Promise<Haproxy> {
  if ((await haproxyVersion()) === null) throw new Error(haproxyMissingMessage);
  const inherit = options.log === 'inherit';
  const child: ChildProcess = spawn('haproxy', ['-W', '-db', '-f', haproxyConfigPath], {
    cwd: repoRoot,
    env: { ...process.env, ...haproxyEnv(options) },
    stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    // A group of its own: Ctrl-C in the terminal reaches us, and we stop HAProxy gracefully;
    // HAProxy would take the terminal's SIGINT as "stop now".
    detached: true,
  });
  // …and if we exit without stopping it, it goes too.
  const orphaned = () => child.kill('SIGTERM');
  process.once('exit', orphaned);
  child.once('exit', () => process.removeListener('exit', orphaned));
  if (!inherit) {
    const logStream = createWriteStream(options.log, { flags: 'a' });
    child.stdout?.pipe(logStream, { end: false });
    child.stderr?.pipe(logStream, { end: false });
    child.once('exit', () => logStream.end());
  }
  let stopping = false;
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const running = () => child.exitCode === null && child.signalCode === null;

  const statsUrl = `http://127.0.0.1:${options.statsPort}/haproxy-stats`;
  const haproxy: Haproxy = {
    url: `http://${options.host ?? '127.0.0.1'}:${options.port}`,
    statsUrl,
    get pid() {
      return child.pid;
    },
    async stats() {
      const res = await fetch(`${statsUrl};csv;norefresh`, { signal: AbortSignal.timeout(2_000) });
      return parseStats(await res.text());
    },
    async workerPid() {
      // Only the HTML page says which worker answered ("<b>pid = </b> 1234 (process #1, …").
      const res = await fetch(statsUrl, { signal: AbortSignal.timeout(2_000) });
      const pid = Number(/pid = (?:<\/b>)?\s*(\d+)/.exec(await res.text())?.[1]);
      if (!pid) throw new Error('HAProxy: no worker pid on the stats page');
      return pid;
    },
    async waitUntilAllUp(timeoutMs = 30_000) {
      await until('not every instance up', timeoutMs, async () => {
        const rows = (await haproxy.stats()).filter((s) => s.name !== 'BACKEND');
        return rows.length === options.servers.length && rows.every((s) => s.status === 'UP');
      });
    },
    async waitForStatus(name, status, timeoutMs = 30_000) {
      await until(`${name} not ${status}`, timeoutMs, async () => (await haproxy.stats()).find((s) => s.name === name)?.status === status);
    },
    async reload(timeoutMs = 30_000) {
      const before = await haproxy.workerPid();
      child.kill('SIGUSR2');
      // The new worker answers the stats page once it has taken the listening sockets over.
      await until('no new worker after the reload', timeoutMs, async () => (await haproxy.workerPid()) !== before);
    },
    async stop() {
      if (!running()) return;
      stopping = true;
      child.kill('SIGUSR1');
      await exited;
    },
  };
  void exited.then(([code, signal]) => {
    if (!stopping) haproxy.onUnexpectedExit?.(code, signal);
  });

  // Up once its stats page answers; a bad cfg or a port in use ends the process instead.
  await until('no stats page', 15_000, async () => !running() || (await fetch(statsUrl, { signal: AbortSignal.timeout(1_000) })).ok).catch(() => {});
  if (
    !running() ||
    !(await fetch(statsUrl).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    stopping = true;
    if (running()) child.kill('SIGKILL');
    const [code] = await exited;
    throw new Error(`HAProxy did not start (exit code ${code ?? 'none'}; see ${inherit ? 'its output above' : options.log})`);
  }
  return haproxy;
}
