import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compiledServerEntry, repoRoot } from '../../server/process-entry.ts';
import { createBenchDatabase } from './bench-database.ts';
import { table } from './bench-kit.ts';

/**
 * npm run bench:start — one server process from spawn to the first 200 of GET
 * /api/health/ready, its resident memory then and its peak (VmHWM) until then. First the first
 * start, on an empty data directory or database (creating the cluster, migrating, seeding, drawing
 * the demo pictures: issue 25 asks at most 300 MB resident on PGlite, 150 MB on PostgreSQL), then
 * warm starts on that database: the compiled server (`node build/server/main.js`, what `npm start`
 * runs) against the same sources run through tsx, median of BENCH_RUNS (5). On the embedded PGlite
 * and on PostgreSQL. Needs `npm run build`.
 */
const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = 3420;

const runners = {
  compiled: ['--enable-source-maps', compiledServerEntry],
  tsx: ['--import', 'tsx', join(repoRoot, 'server', 'main.ts')],
} as const;

const statusMb = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function startOnce(args: readonly string[], env: Record<string, string>): Promise<{ ms: number; rss: number; peak: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_REQUESTS: 'off', NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (performance.now() - started > 120_000) throw new Error('not ready within 120 s');
      await new Promise((r) => setTimeout(r, 10));
    }
    const ms = performance.now() - started;
    return { ms, rss: statusMb(child.pid!, 'VmRSS'), peak: statusMb(child.pid!, 'VmHWM') };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function measure(database: string, env: Record<string, string>): Promise<string[][]> {
  const rows: string[][] = [];
  const mb = (n: number) => `${n.toFixed(0)} MB`;
  // Creates, migrates and seeds: every later start is a warm one.
  const first = await startOnce(runners.compiled, env);
  rows.push([database, 'compiled, first start', `${first.ms.toFixed(0)} ms`, mb(first.rss), mb(first.peak)]);
  for (const [name, args] of Object.entries(runners)) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await startOnce(args, env));
    rows.push([
      database,
      name,
      `${median(samples.map((s) => s.ms)).toFixed(0)} ms`,
      mb(median(samples.map((s) => s.rss))),
      mb(median(samples.map((s) => s.peak))),
    ]);
  }
  return rows;
}

const rows: string[][] = [];
const dataDir = await mkdtemp(join(tmpdir(), 'sillage-bench-start-'));
try {
  rows.push(...(await measure('PGlite', { DATA_DIR: dataDir })));
  const postgres = await createBenchDatabase();
  if (postgres) {
    try {
      rows.push(...(await measure('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: postgres.url })));
    } finally {
      await postgres.drop();
    }
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
console.log(`Start to the first healthy answer: the first start once, then warm starts (median of ${runs}):`);
table(['database', 'server', 'to ready', 'resident then', 'peak resident'], rows);
console.log('Goal (issue 25): a first start at most 300 MB resident on PGlite, at most 150 MB on PostgreSQL.');
