import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { orderBody } from '../../server/test-support/order-fixtures.ts';
import type { BenchServer } from './bench-kit.ts';
import { leanClient } from './lean-http.ts';

type Counts = { orders: number; cancels: number; failed: number; seconds: number };
type Start = { server: Pick<BenchServer, 'ready' | 'productIds' | 'shopperTokens'>; perSecond: number };
type Command = 'run' | 'pause' | 'close';

/** Shopper n's client address: 10.x.y.z, one per shopper (the bench server trusts X-Forwarded-For). */
export const shopperAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export type Churn = {
  /** Starts placing and cancelling orders. */
  run(): Promise<void>;
  /** Stops, waits for the pairs in flight, and counts what was done since `run`. */
  pause(): Promise<Counts>;
  close(): void;
  /** The client's process, whose CPU is not the server's. */
  pid: number;
};

/**
 * Orders placed and cancelled on `server` while something else is measured (issue 25: cached
 * catalogue reads under order churn), from a process of its own so that the load generator's
 * event loop is not the one sending them: every 1/`perSecond` s a shopper orders one unit each of
 * three scents of the catalogue's first pages, with an Idempotency-Key as the app does, and
 * cancels it as soon as it is placed. Shoppers in turn, each from an address of their own, so the
 * shop's caps on unpaid units never refuse one.
 *
 * One process for a whole bench, paused between the stretches it is measured in, sending plain
 * HTTP/1.1 over kept-alive sockets (lean-http.ts): it shares the machine with the server it loads, and a
 * process started for each stretch spent its own start-up, its JIT's warm-up and undici's first
 * fetches inside the measured window (480 ms of CPU in a 2 s window: 12 ms a pair, more than the
 * server's own work for it; docs/perf-log.md#2026-11-29-churn-client).
 */
export async function startOrderChurn(server: BenchServer, perSecond: number): Promise<Churn> {
  const child = fork(import.meta.filename, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ask = <T>(message: Start | Command) =>
    new Promise<T>((resolve) => {
      child.once('message', (answer: T) => resolve(answer));
      child.send(message);
    });
  await ask<'ready'>({ server: { ready: server.ready, productIds: server.productIds, shopperTokens: server.shopperTokens }, perSecond });
  return {
    run: () => ask<'running'>('run').then(() => undefined),
    pause: () => ask<Counts>('pause'),
    close: () => void child.send('close'),
    pid: child.pid!,
  };
}

/**
 * A shop in operation has placed thousands of orders since it started: V8 has compiled its order
 * path and PostgreSQL's backends have their plans. A churn started on a new server instead
 * measured that warm-up: at 20 pairs a second, its server process spent 14.6 ms of CPU a pair in
 * the first 10 s and 8.3 ms after a minute, V8's compiler threads most of the difference
 * (docs/perf-log.md#2026-11-29-churn-client). So `seconds` of pairs as fast as the server takes
 * them (uncounted), then every mail they queued sent.
 */
export async function warmOrderPath(server: BenchServer, seconds = 10): Promise<void> {
  const burst = await startOrderChurn(server, 100);
  await burst.run();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  await burst.pause();
  burst.close();
  await server.ask({ mailSent: true });
}

function churnHere({ server, perSecond }: Start) {
  const client = leanClient(server.ready);
  let n = 0;
  let counts: Counts = { orders: 0, cancels: 0, failed: 0, seconds: 0 };
  let started = 0;
  let timer: NodeJS.Timeout | undefined;
  const inFlight = new Set<Promise<void>>();
  const scents = server.productIds.slice(0, 24);

  const pair = async () => {
    const i = n++;
    const headers = {
      'content-type': 'application/json',
      'auth-token': server.shopperTokens[i % server.shopperTokens.length]!,
      'x-forwarded-for': shopperAddress(i),
    };
    const orderItems = [0, 1, 2].map((k) => ({ product: scents[(i * 3 + k) % scents.length]!, qty: 1 }));
    const placed = await client.request('POST', '/api/orders', { ...headers, 'idempotency-key': randomUUID() }, JSON.stringify(orderBody(orderItems)));
    if (placed.status !== 201) return void counts.failed++;
    counts.orders++;
    const { id } = JSON.parse(placed.body) as { id: string };
    const cancelled = await client.request('PUT', `/api/orders/${id}/cancel`, { ...headers, 'idempotency-key': randomUUID() });
    if (cancelled.status === 200) counts.cancels++;
    else counts.failed++;
  };

  return {
    run() {
      counts = { orders: 0, cancels: 0, failed: 0, seconds: 0 };
      started = performance.now();
      timer = setInterval(() => {
        const running = pair().catch(() => void counts.failed++);
        inFlight.add(running);
        void running.finally(() => inFlight.delete(running));
      }, 1000 / perSecond);
    },
    async pause(): Promise<Counts> {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      await Promise.all(inFlight);
      return { ...counts, seconds };
    },
  };
}

// In the child: set up from the first message, then run and pause as told until 'close'.
if (process.send && process.argv[1] === import.meta.filename) {
  process.once('message', (start: Start) => {
    const churn = churnHere(start);
    process.on('message', async (command: Command) => {
      if (command === 'run') {
        churn.run();
        process.send!('running');
      } else if (command === 'pause') {
        process.send!(await churn.pause());
      } else {
        process.exit(0);
      }
    });
    process.send!('ready');
  });
}
