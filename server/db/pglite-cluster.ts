import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { repoRoot } from '../server-files.ts';

/**
 * PostgreSQL's settings for the embedded database (docs/decisions/2026-11-26-memory-at-start.md).
 * PGlite runs PostgreSQL's single-user backend inside this process's WebAssembly memory, which
 * never shrinks: 128 MB of shared buffers (PostgreSQL's default) were 140 MB of the server's
 * resident memory from its start. The shop's catalogue, orders and pictures fit in a fraction of
 * 16 MB; what does not is read from the file system's cache, one copy below.
 */
export const PGLITE_SETTINGS = ['shared_buffers=16MB'];

// PGlite's own start parameters (its defaultStartParams, 0.5.x), which `startParams` replaces.
const PGLITE_DEFAULT_START = [
  ...['--single', '-F', '-O', '-j', '-c', 'search_path=public', '-c', 'exit_on_error=false', '-c', 'log_checkpoints=false'],
  ...['-c', 'max_worker_processes=0', '-c', 'max_parallel_workers=0', '-c', 'max_parallel_workers_per_gather=0'],
  ...['-c', 'io_method=sync', '-c', 'max_parallel_maintenance_workers=0'],
];

/**
 * Compiles PGlite's WebAssembly with V8's baseline compiler only (Liftoff), in this process,
 * before the first PGlite is made. By default V8 also recompiles hot functions with TurboFan in
 * the background: about 45 MB more resident memory for PostgreSQL's 9 MB of WebAssembly, and on
 * two cores the recompiling costs more than it wins (3,000 catalogue searches: 1.4 s tiered,
 * 1.0 s Liftoff only). Node's command line takes the same flag; setting it here covers every way
 * the server is started. Only PGlite compiles WebAssembly in the server.
 */
export function compileWebAssemblyLean(): void {
  setFlagsFromString('--liftoff-only');
}

export const pgliteStartParams = () => [...PGLITE_DEFAULT_START, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])];

/**
 * Creates the database cluster in `dir` (PostgreSQL's initdb) in a child process when there is
 * none yet. initdb inside PGlite grows its WebAssembly memory to about 700 MB, and a process
 * never gets that memory back: run in the server, it stayed the server's for its whole life (the
 * first `npm start` sat at 630 MB resident). The child exits and takes it with it; the server then
 * opens a ready cluster, as on any later start.
 */
export async function createClusterApart(dir: string): Promise<void> {
  if (existsSync(join(dir, 'PG_VERSION'))) return;
  const script = `import { PGlite } from '@electric-sql/pglite';
const db = new PGlite(process.argv[1]);
await db.waitReady;
await db.close();`;
  // Run from the checkout, so the package resolves from its node_modules whatever the cwd.
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, dir], { cwd: repoRoot });
}
