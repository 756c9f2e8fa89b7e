import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import type { ApiResponse } from '#server/test-support/test-server.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Every 429 the API answers says when to come back (issue 25, point 6): a client, the outbox or a
// crawler waits that long instead of hammering or giving up.
let server: TestServer;
let writes: TestServer;
beforeAll(async () => {
  [server, writes] = await Promise.all([
    startTestServer({ TRUST_PROXY: 'on', REGISTRATIONS_PER_HOUR: '2', LOGINS_PER_ACCOUNT: '1' }),
    startTestServer({ WRITES_PER_MINUTE: '2' }),
  ]);
});
afterAll(() => Promise.all([server?.close(), writes?.close()]));

/** A 429 with the API's message and a Retry-After of whole seconds, within the limit's window. */
function expectRetryAfter(res: ApiResponse, windowSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ message: messages.tooManyRequests, code: 'tooManyRequests' });
  const header = res.headers.get('retry-after') ?? '';
  expect(header).toMatch(/^\d+$/);
  expect(Number(header)).toBeGreaterThanOrEqual(1);
  expect(Number(header)).toBeLessThanOrEqual(windowSeconds);
}

const from = (address: string) => ({ 'x-forwarded-for': address });

describe('Retry-After on every 429', () => {
  it('a refused registration', async () => {
    const register = (n: number) =>
      server.call('POST', '/api/users/register', {
        body: { name: `Hoarder ${n}`, email: `hoarder${n}@example.com`, password: 'Sillage-Test-2026' },
        headers: from('203.0.113.50'),
      });
    expect((await register(1)).status).toBe(201);
    expect((await register(2)).status).toBe(201);
    expectRetryAfter(await register(3), 60 * 60);
  });

  it('a login refused after failures', async () => {
    for (let i = 0; i < 10; i++)
      await server.call('POST', '/api/users/login', { body: { email: 'nobody@example.com', password: `Wrong-${i}` }, headers: from('203.0.113.51') });
    expectRetryAfter(
      await server.call('POST', '/api/users/login', { body: { email: 'nobody@example.com', password: 'Wrong' }, headers: from('203.0.113.51') }),
      15 * 60,
    );
  });

  it('a login refused after successes', async () => {
    const user = await server.makeUser();
    expect(
      (await server.call('POST', '/api/users/login', { body: { email: user.email, password: user.password }, headers: from('203.0.113.52') })).status,
    ).toBe(200);
    expectRetryAfter(
      await server.call('POST', '/api/users/login', { body: { email: user.email, password: user.password }, headers: from('203.0.113.53') }),
      15 * 60,
    );
  });

  it('guesses at the current password in the profile', async () => {
    const user = await server.makeUser();
    const change = () =>
      server.call('PUT', '/api/users/profile', { token: user.token, body: { name: 'Guesser', email: 'guess@example.com', currentPassword: 'Not-it-2026' } });
    for (let i = 0; i < 10; i++) expect((await change()).status).toBe(401);
    expectRetryAfter(await change(), 15 * 60);
  });

  it("a write past the account's writes per minute", async () => {
    const user = await writes.makeUser();
    const rename = () => writes.call('PUT', '/api/users/profile', { token: user.token, body: { name: 'Busy', email: user.email } });
    expect((await rename()).status).toBe(200);
    expect((await rename()).status).toBe(200);
    expectRetryAfter(await rename(), 60);
  });
});
