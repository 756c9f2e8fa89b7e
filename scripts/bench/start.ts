import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compiledServerEntry, repoRoot } from '../../server/process-entry.ts';
import { createBenchDatabase } from './bench-database.ts';
import { table } from './bench-kit.ts';

/**
 * npm run bench:start — a warm start of one server process: from spawn to the first 200 of
 * GET /api/health/ready, and its resident memory then, on a database already migrated and seeded
 * (the first start, which seeds, is not counted). The compiled server (`node build/server/main.js`,
 * what `npm start` runs) against the same sources run through tsx (how it ran before), on the
 * embedded PGlite and on PostgreSQL. Median of BENCH_RUNS (5). Needs `npm run build`.
 */
const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = 3420;

const runners = {
  compiled: ['--enable-source-maps', compiledServerEntry],
  tsx: ['--import', 'tsx', join(repoRoot, 'server', 'main.ts')],
} as const;

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function startOnce(args: readonly string[], env: Record<string, string>): Promise<{ ms: number; rss: number }> {
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
    return { ms, rss: rssMb(child.pid!) };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function measure(database: string, env: Record<string, string>): Promise<string[][]> {
  const rows: string[][] = [];
  // Migrates and seeds once, so every counted start is a warm one.
  await startOnce(runners.compiled, env);
  for (const [name, args] of Object.entries(runners)) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await startOnce(args, env));
    rows.push([database, name, `${median(samples.map((s) => s.ms)).toFixed(0)} ms`, `${median(samples.map((s) => s.rss)).toFixed(0)} MB`]);
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
console.log(`Warm start to the first healthy answer, median of ${runs}:`);
table(['database', 'server', 'to ready', 'resident memory'], rows);
