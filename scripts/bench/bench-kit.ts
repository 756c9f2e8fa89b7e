import { fork, type ChildProcess } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { BenchReady, BenchRequest } from './bench-server.ts';

// What the three benchmarks share: our server and the bare one as child processes, one load run,
// and plain-text tables.

const here = import.meta.dirname;

export type BenchServer = BenchReady & {
  child: ChildProcess;
  ask<T>(request: BenchRequest): Promise<T>;
  stop(): Promise<void>;
};

/** BENCH_CPU_PROF=<folder>: each bench server writes a V8 CPU profile there when it stops (open it in DevTools). */
const profiling = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];

export function startBenchServer(port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const child = fork(join(here, 'bench-server.ts'), [], {
    env: { ...process.env, ...env, PORT: String(port) },
    execArgv: ['--import', 'tsx', ...profiling],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const failed = (code: number | null) => reject(new Error(`bench-server exited with ${code}`));
    child.once('exit', failed);
    child.once('message', (ready: BenchReady) => {
      child.off('exit', failed);
      resolve({
        ...ready,
        child,
        ask: <T>(request: BenchRequest) =>
          new Promise<T>((answer) => {
            child.once('message', (reply: T) => answer(reply));
            child.send(request);
          }),
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

export type Fixture = { path: string; body: string; headers: Record<string, string> };

// Written by node:http itself on both servers, or about the connection rather than the response.
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * A bare node:http server answering each path with the bytes our server sent for it: the same
 * body and the same response headers (security headers, ETag, cache-control…), so the ratio is
 * what our code costs on top of writing that response, not what those headers cost.
 */
export type BareServer = { url: string; cpu(): Promise<number>; stop(): void };

export function startBareServer(port: number, fixtures: Fixture[]): Promise<BareServer> {
  const child = fork(join(here, 'bare-server.ts'), [], {
    env: { ...process.env, PORT: String(port) },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve) => {
    const cpu = () =>
      new Promise<number>((answer) => {
        child.once('message', (m: { cpu: number }) => answer(m.cpu));
        child.send({ cpu: true });
      });
    child.once('message', (m: { ready: string }) => resolve({ url: m.ready, cpu, stop: () => child.kill() }));
    child.send({ fixtures });
  });
}

export async function fixtureOf(base: string, path: string, headers: Record<string, string> = {}): Promise<Fixture> {
  // As autocannon asks: no compression (fetch would otherwise ask for it and decode it).
  const res = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });
  if (res.headers.has('content-encoding')) throw new Error(`${path}: encoded although identity was asked for`);
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  const sent: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!OWN_HEADERS.has(name)) sent[name] = value;
  });
  return { path, body: Buffer.from(await res.arrayBuffer()).toString('base64'), headers: sent };
}

export type Load = { rps: number; p50: number; p99: number; requests: number; cpuPerRequest?: number };

/** One load run, with the server process's CPU time per request (µs) when `cpu` reads it. */
export async function measured(options: Parameters<typeof autocannon>[0], cpu: () => Promise<number>): Promise<Load> {
  const before = await cpu();
  const result = await load(options);
  return { ...result, cpuPerRequest: ((await cpu()) - before) / result.requests };
}

export async function load(options: Parameters<typeof autocannon>[0]): Promise<Load> {
  const result = await autocannon({ pipelining: 1, ...options });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, requests: result['2xx'] };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Prints rows as an aligned table: first column left-aligned, the others right-aligned. */
export function table(header: string[], rows: (string | number)[][]) {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of cells.slice(1)) console.log(line(r));
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

function getOnce(url: string, headers: Record<string, string>, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * One request at a time for `seconds`, each timed to the microsecond (autocannon rounds latency
 * to whole milliseconds, too coarse for reads that take one or two).
 */
export async function sequentialLatency(url: string, headers: Record<string, string>, seconds: number): Promise<Load> {
  const times: number[] = [];
  // A connection of its own, closed afterwards: an idle one may be closed by the server meanwhile.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const until = performance.now() + seconds * 1000;
  try {
    while (performance.now() < until) {
      const started = performance.now();
      const status = await getOnce(url, headers, agent);
      if (status !== 200) throw new Error(`${url}: ${status}`);
      times.push(performance.now() - started);
    }
  } finally {
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { rps: times.length / seconds, p50: at(0.5), p99: at(0.99), requests: times.length };
}
