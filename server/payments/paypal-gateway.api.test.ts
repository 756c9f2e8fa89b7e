import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '#server/config/env.ts';
import { CONTROL_PATH, startFakePaypal, type FakePaypal } from '#server/test-support/fake-paypal.ts';
import { PaymentGatewayError } from './paypal-client.ts';
import { httpPaymentGateway } from './paypal-gateway.ts';

let fake: FakePaypal;
beforeAll(async () => {
  fake = await startFakePaypal();
});
afterAll(async () => {
  await fake?.close();
});

const configFor = (overrides: Record<string, string> = {}) =>
  parseEnv({
    NODE_ENV: 'test',
    JWT_SECRET: 'x'.repeat(40),
    PAYPAL_API_BASE: fake.url,
    PAYPAL_CLIENT_ID: fake.clientId,
    PAYPAL_CLIENT_SECRET: fake.clientSecret,
    ...overrides,
  }).paypal;

async function failure(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof PaymentGatewayError) return err;
    throw err;
  }
  throw new Error('expected a PaymentGatewayError');
}

describe('httpPaymentGateway (PayPal REST over fetch)', () => {
  it('creates and captures an order, reading every field we verify', async () => {
    const gateway = httpPaymentGateway(configFor());
    const orderId = crypto.randomUUID();
    const { id } = await gateway.createOrder({ orderId, totalCents: 2499, currency: 'CAD' });
    expect(fake.orders.get(id)).toMatchObject({ currency: 'CAD', value: '24.99', customId: orderId });
    const capture = await gateway.captureOrder(id, `capture-${orderId}`);
    expect(capture).toEqual({
      status: 'COMPLETED',
      captureId: expect.stringMatching(/^[A-Z0-9]+$/),
      captureStatus: 'COMPLETED',
      currency: 'CAD',
      amountValue: '24.99',
      payeeMerchantId: fake.merchantId,
      customId: orderId,
      payerEmail: 'buyer@example.com',
    });
    // The same PayPal-Request-Id gets the same capture back.
    expect(await gateway.captureOrder(id, `capture-${orderId}`)).toEqual(capture);
  });

  it('sends amounts as two-decimal strings', async () => {
    const gateway = httpPaymentGateway(configFor());
    for (const [cents, value] of [
      [5, '0.05'],
      [100, '1.00'],
      [123456, '1234.56'],
    ] as const) {
      const { id } = await gateway.createOrder({ orderId: crypto.randomUUID(), totalCents: cents, currency: 'CAD' });
      expect(fake.orders.get(id)?.value).toBe(value);
    }
  });

  it('asks for one token and shares it between concurrent calls', async () => {
    const gateway = httpPaymentGateway(configFor());
    const before = fake.tokensIssued();
    await Promise.all(Array.from({ length: 5 }, () => gateway.createOrder({ orderId: crypto.randomUUID(), totalCents: 100, currency: 'CAD' })));
    expect(fake.tokensIssued() - before).toBe(1);
  });

  it('reports refused credentials, an unreachable host and 5xx as unavailable', async () => {
    const wrongSecret = httpPaymentGateway(configFor({ PAYPAL_CLIENT_SECRET: 'nope' }));
    expect((await failure(wrongSecret.createOrder({ orderId: 'x', totalCents: 1, currency: 'CAD' }))).kind).toBe('unavailable');
    const unreachable = httpPaymentGateway(configFor({ PAYPAL_API_BASE: 'http://127.0.0.1:9' }));
    expect((await failure(unreachable.createOrder({ orderId: 'x', totalCents: 1, currency: 'CAD' }))).kind).toBe('unavailable');

    const gateway = httpPaymentGateway(configFor());
    const { id } = await gateway.createOrder({ orderId: crypto.randomUUID(), totalCents: 100, currency: 'CAD' });
    fake.nextCapture('server-error');
    expect((await failure(gateway.captureOrder(id, 'r-500'))).kind).toBe('unavailable');
  });

  it('reports a PayPal refusal (422, unknown order) as rejected, with the issue', async () => {
    const gateway = httpPaymentGateway(configFor());
    const { id } = await gateway.createOrder({ orderId: crypto.randomUUID(), totalCents: 100, currency: 'CAD' });
    fake.nextCapture('instrument-declined');
    const declined = await failure(gateway.captureOrder(id, 'r-422'));
    expect(declined.kind).toBe('rejected');
    expect(declined.detail).toMatchObject({ status: 422, issue: 'INSTRUMENT_DECLINED' });
    const unknown = await failure(gateway.captureOrder('NOSUCHORDER', 'r-404'));
    expect(unknown).toMatchObject({ kind: 'rejected', detail: { status: 404 } });
  });

  it('gives up after its timeout when PayPal does not answer', async () => {
    const silent = createServer(() => {
      /* never answers */
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const gateway = httpPaymentGateway(configFor({ PAYPAL_API_BASE: base }), { timeoutMs: 200 });
      const started = Date.now();
      const err = await failure(gateway.createOrder({ orderId: 'x', totalCents: 1, currency: 'CAD' }));
      expect(err).toMatchObject({ kind: 'unavailable', message: 'PayPal timed out' });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('lets another process choose the next capture over HTTP (fake PayPal control endpoint)', async () => {
    const gateway = httpPaymentGateway(configFor());
    const { id } = await gateway.createOrder({ orderId: crypto.randomUUID(), totalCents: 100, currency: 'CAD' });
    const set = await fetch(`${fake.url}${CONTROL_PATH}`, { method: 'POST', body: JSON.stringify({ mode: 'wrong-currency' }) });
    expect(set.status).toBe(200);
    expect((await gateway.captureOrder(id, 'r-control')).currency).toBe('USD');
    const bad = await fetch(`${fake.url}${CONTROL_PATH}`, { method: 'POST', body: JSON.stringify({ mode: 'nonsense' }) });
    expect(bad.status).toBe(400);
  });
});
