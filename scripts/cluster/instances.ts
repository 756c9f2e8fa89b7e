import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { repoRoot, serverProcessArgs } from '../../server/process-entry.ts';

/**
 * Sillage server instances as child processes (as server/process-entry.ts runs one), each on its
 * own port of 127.0.0.1, all on one DATABASE_URL. Used by `npm run start:cluster` and the soak.
 */

export { repoRoot };

export type InstanceOptions = {
  name: string;
  port: number;
  /** The environment of the instance (DATABASE_URL, JWT_SECRET, DATA_DIR, …); PORT and HOST are set here. */
  env: Record<string, string | undefined>;
  /** Where stdout and stderr go: a file (appended), or 'inherit'. */
  log: string | 'inherit';
};

export type Instance = {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  readonly pid: number | undefined;
  running(): boolean;
  start(): void;
  /** Resolves once GET /api/health/ready answers 200 (rejects after `timeoutMs`). */
  waitReady(timeoutMs?: number): Promise<void>;
  /** SIGTERM (graceful) or SIGKILL; resolves when the process has exited. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<number | null>;
  /** Called with the exit code whenever the process exits without being asked to. */
  onUnexpectedExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
};

export function createInstance(options: InstanceOptions): Instance {
  const url = `http://127.0.0.1:${options.port}`;
  let child: ChildProcess | undefined;
  let stopping = false;
  let logStream: WriteStream | undefined;

  const instance: Instance = {
    name: options.name,
    port: options.port,
    url,
    get pid() {
      return child?.pid;
    },
    running: () => child !== undefined && child.exitCode === null && child.signalCode === null,
    start() {
      if (instance.running()) return;
      stopping = false;
      const inherit = options.log === 'inherit';
      if (!inherit) logStream ??= createWriteStream(options.log, { flags: 'a' });
      child = spawn(process.execPath, serverProcessArgs(), {
        cwd: repoRoot,
        env: { ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
        stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      });
      if (!inherit) {
        child.stdout?.pipe(logStream!, { end: false });
        child.stderr?.pipe(logStream!, { end: false });
      }
      const current = child;
      current.once('exit', (code, signal) => {
        if (!stopping && child === current) instance.onUnexpectedExit?.(code, signal);
      });
    },
    async waitReady(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (!instance.running()) throw new Error(`${options.name} exited while starting (see ${options.log})`);
        try {
          const res = await fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(1_000) });
          await res.arrayBuffer();
          if (res.status === 200) return;
        } catch {
          /* not listening yet */
        }
        await new Promise((r) => setTimeout(r, 150));
      }
      throw new Error(`${options.name} was not ready within ${timeoutMs} ms`);
    },
    async stop(signal = 'SIGTERM') {
      if (!child || !instance.running()) return child?.exitCode ?? null;
      stopping = true;
      const exited = once(child, 'exit');
      child.kill(signal);
      const [code] = (await exited) as [number | null];
      return code;
    },
  };
  return instance;
}
