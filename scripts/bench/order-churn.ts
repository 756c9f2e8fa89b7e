import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { orderBody } from '../../server/test-support/order-fixtures.ts';
import type { BenchServer } from './bench-kit.ts';

type Counts = { orders: number; cancels: number; failed: number; seconds: number };
type Start = { server: Pick<BenchServer, 'ready' | 'productIds' | 'shopperTokens'>; perSecond: number };

/** Shopper n's client address: 10.x.y.z, one per shopper (the bench server trusts X-Forwarded-For). */
export const shopperAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export type Churn = { stop(): Promise<Counts> };

/**
 * Orders placed and cancelled on `server` while something else is measured (issue 25: cached
 * catalogue reads under order churn), from a process of its own so that the load generator's
 * event loop is not the one sending them: every 1/`perSecond` s a shopper orders one unit each of
 * three scents of the catalogue's first pages, with an Idempotency-Key as the app does, and
 * cancels it as soon as it is placed. Shoppers in turn, each from an address of their own, so the
 * shop's caps on unpaid units never refuse one.
 */
export async function startOrderChurn(server: BenchServer, perSecond: number): Promise<Churn> {
  const child = fork(import.meta.filename, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const start: Start = { server: { ready: server.ready, productIds: server.productIds, shopperTokens: server.shopperTokens }, perSecond };
  await new Promise<void>((resolve) => {
    child.once('message', () => resolve());
    child.send(start);
  });
  return {
    stop: () =>
      new Promise<Counts>((resolve) => {
        child.once('message', (counts: Counts) => resolve(counts));
        child.send('stop');
      }),
  };
}

function churnHere({ server, perSecond }: Start): Churn {
  let n = 0;
  let orders = 0;
  let cancels = 0;
  let failed = 0;
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  const scents = server.productIds.slice(0, 24);

  const pair = async () => {
    const i = n++;
    const headers = {
      'content-type': 'application/json',
      'auth-token': server.shopperTokens[i % server.shopperTokens.length]!,
      'x-forwarded-for': shopperAddress(i),
    };
    const orderItems = [0, 1, 2].map((k) => ({ product: scents[(i * 3 + k) % scents.length]!, qty: 1 }));
    const placed = await fetch(`${server.ready}/api/orders`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      body: JSON.stringify(orderBody(orderItems)),
    });
    if (placed.status !== 201) return void failed++;
    orders++;
    const { id } = (await placed.json()) as { id: string };
    const cancelled = await fetch(`${server.ready}/api/orders/${id}/cancel`, { method: 'PUT', headers: { ...headers, 'idempotency-key': randomUUID() } });
    await cancelled.arrayBuffer();
    if (cancelled.status === 200) cancels++;
    else failed++;
  };

  const timer = setInterval(() => {
    const running = pair().catch(() => void failed++);
    inFlight.add(running);
    void running.finally(() => inFlight.delete(running));
  }, 1000 / perSecond);

  return {
    async stop() {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      await Promise.all(inFlight);
      return { orders, cancels, failed, seconds };
    },
  };
}

// In the child: churn from the first message until 'stop', then report and exit.
if (process.send && process.argv[1] === import.meta.filename) {
  process.once('message', (start: Start) => {
    const churn = churnHere(start);
    process.send!('started');
    process.once('message', async () => {
      process.send!(await churn.stop(), () => process.exit(0));
    });
  });
}
