import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#server/rate-limit/rate-limit.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Issue 49, point 3: every per-client limit counts an IPv6 client by its /64 (http/client-party.ts),
// as the holds do: the addresses in one cost nothing to change. Behind a proxy (TRUST_PROXY),
// each request names its client in X-Forwarded-For.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'on', REGISTRATIONS_PER_HOUR: '2', LOGINS_PER_ADDRESS: '1' });
});
afterAll(() => server?.close());

type Send = (address: string, n: number) => Promise<number>;
let block = 0;

/**
 * `max` requests from one address of a fresh /64 are let through; the next, from another address
 * in the same /64 (written out in full), is refused; one from the next /64 is not.
 */
async function expectOneLimitPer64(send: Send, max: number) {
  block += 1;
  const first = `2001:db8:${block.toString(16)}:1::1`;
  const neighbour = `2001:0db8:${block.toString(16).padStart(4, '0')}:0001:ffff:ffff:ffff:fffe`;
  const elsewhere = `2001:db8:${block.toString(16)}:2::1`;
  for (let n = 0; n < max; n += 1) expect(await send(first, n), `request ${n + 1} of ${max}`).not.toBe(429);
  expect(await send(neighbour, max)).toBe(429);
  expect(await send(elsewhere, max + 1)).not.toBe(429);
}

const from = (address: string) => ({ 'x-forwarded-for': address });
const unique = (tag: string, n: number) => `${tag}-${block}-${n}-${Date.now()}@example.com`;

describe('per-client limits count an IPv6 client by its /64', () => {
  it('password reset requests', async () => {
    const send: Send = async (address, n) =>
      (await server.call('POST', '/api/users/forgot-password', { body: { email: unique('reset', n) }, headers: from(address) })).status;
    await expectOneLimitPer64(send, limits.passwordResetsPerIp.max);
  });

  it('contact messages', async () => {
    const send: Send = async (address, n) =>
      (
        await server.call('POST', '/api/contact', {
          body: { name: 'Ada', email: unique('writer', n), message: 'Is Iris Poudre a good first scent?' },
          headers: { ...from(address), origin: server.url },
        })
      ).status;
    await expectOneLimitPer64(send, limits.contactMessagesPerIp.max);
  });

  it('registrations', async () => {
    const send: Send = async (address, n) =>
      (
        await server.call('POST', '/api/users/register', {
          body: { name: 'New', email: unique('new', n), password: 'Sillage-Test-2026' },
          headers: from(address),
        })
      ).status;
    await expectOneLimitPer64(send, 2);
  });

  it('logins', async () => {
    const user = await server.makeUser();
    const send: Send = async (address) =>
      (await server.call('POST', '/api/users/login', { body: { email: user.email, password: user.password }, headers: from(address) })).status;
    await expectOneLimitPer64(send, 1);
  });

  it('"Notify me" signed out', async () => {
    const product = await insertProduct(server.deps.db, { countInStock: 0 });
    const send: Send = async (address, n) =>
      (await server.call('POST', `/api/products/${product.id}/restock-alerts`, { body: { email: unique('notify', n) }, headers: from(address) })).status;
    await expectOneLimitPer64(send, limits.restockAlertsPerIp.max);
  });
});
