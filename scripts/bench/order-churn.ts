import { randomUUID } from 'node:crypto';
import { orderBody } from '../../server/test-support/order-fixtures.ts';
import type { BenchServer } from './bench-kit.ts';

/** Shopper n's client address: 10.x.y.z, one per shopper (the bench server trusts X-Forwarded-For). */
export const shopperAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export type Churn = { stop(): Promise<{ orders: number; cancels: number; failed: number; seconds: number }> };

/**
 * Orders placed and cancelled on `server` while something else is measured (issue 25: cached
 * catalogue reads under order churn): every 1/`perSecond` s a shopper orders one unit each of
 * three scents of the catalogue's first pages, with an Idempotency-Key as the app does, and
 * cancels it as soon as it is placed. Shoppers in turn, each from an address of their own, so the
 * shop's caps on unpaid units never refuse one.
 */
export function startOrderChurn(server: BenchServer, perSecond: number): Churn {
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
