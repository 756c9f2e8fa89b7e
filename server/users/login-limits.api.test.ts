import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { rateLimits } from '#server/db/schema.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Sequential on purpose: every login verifies an argon2id hash (about 19 MiB each).
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const login = (email: string, password: string) => server.call('POST', '/api/users/login', { body: { email, password } });

async function failLogins(email: string, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await login(email, `Wrong-password-${i}`);
    expect(res.status, `failure ${i + 1}`).toBe(401);
  }
}

describe('failed logins per email', () => {
  it('refuses the 11th attempt after 10 failures, even with the right password', async () => {
    const user = await server.makeUser();
    await failLogins(user.email, 10);
    const res = await login(user.email, user.password);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: messages.tooManyRequests, code: 'tooManyRequests' });
    // The limit is on that email (in any case), not on other accounts.
    expect((await login(user.email.toUpperCase(), user.password)).status).toBe(429);
    const other = await server.makeUser();
    expect((await login(other.email, other.password)).status).toBe(200);
  });

  it('counts unknown emails too', async () => {
    await failLogins('ghost@example.com', 10);
    expect((await login('ghost@example.com', 'whatever-1')).status).toBe(429);
  });

  it('starts counting again after a successful login', async () => {
    const user = await server.makeUser();
    await failLogins(user.email, 9);
    expect((await login(user.email, user.password)).status).toBe(200);
    await failLogins(user.email, 9);
    expect((await login(user.email, user.password)).status).toBe(200);
  });
});

describe('failed logins per address', () => {
  it('refuses every login from an address at its limit', async () => {
    const user = await server.makeUser();
    await failLogins(user.email, 1);
    // Reach the per-address limit (100) by raising the counter this address already has.
    const ipKeys = await server.deps.db.select().from(rateLimits).where(like(rateLimits.key, 'login:ip:%'));
    expect(ipKeys.length).toBe(1);
    await server.deps.db.update(rateLimits).set({ count: 100 }).where(like(rateLimits.key, 'login:ip:%'));

    const res = await login(user.email, user.password);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(messages.tooManyRequests);

    await server.deps.db.delete(rateLimits).where(like(rateLimits.key, 'login:ip:%'));
    expect((await login(user.email, user.password)).status).toBe(200);
  });
});

describe('limits that hold under concurrency (issue: abuse)', () => {
  it('checks at most the limit of 60 wrong guesses sent at once; the rest are 429', async () => {
    const user = await server.makeUser();
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => login(user.email, `Concurrent-guess-${i}`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(50);
    expect((await login(user.email, user.password)).status).toBe(429);
  });
});

describe('a lockout that spares the owner', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({ TRUST_PROXY: 'on' });
  });
  afterAll(() => proxied?.close());
  const from = (address: string, email: string, password: string) =>
    proxied.call('POST', '/api/users/login', { body: { email, password }, headers: { 'x-forwarded-for': address } });

  it('locks the guessing address out of that account, not the owner signing in from elsewhere', async () => {
    const user = await proxied.makeUser();
    for (let i = 0; i < 10; i++) expect((await from('203.0.113.7', user.email, `Wrong-${i}`)).status).toBe(401);
    expect((await from('203.0.113.7', user.email, user.password)).status).toBe(429);
    expect((await from('198.51.100.2', user.email, user.password)).status).toBe(200);
  });
});

describe('TRUST_PROXY naming the proxies', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close();
  });
  const guessFrom = (server: TestServer, address: string, email: string, password: string) =>
    server.call('POST', '/api/users/login', { body: { email, password }, headers: { 'x-forwarded-for': address } });

  it('believes X-Forwarded-For from a listed proxy (here, the test itself on 127.0.0.1)', async () => {
    const server = await startTestServer({ TRUST_PROXY: '127.0.0.1' });
    servers.push(server);
    const user = await server.makeUser();
    for (let i = 0; i < 10; i++) await guessFrom(server, '203.0.113.7', user.email, `Wrong-${i}`);
    expect((await guessFrom(server, '203.0.113.7', user.email, user.password)).status).toBe(429);
    expect((await guessFrom(server, '198.51.100.2', user.email, user.password)).status).toBe(200);
  });

  it('ignores it from any other peer: a process reaching the instance directly cannot pick its address', async () => {
    const server = await startTestServer({ TRUST_PROXY: '10.9.9.9' });
    servers.push(server);
    const user = await server.makeUser();
    for (let i = 0; i < 10; i++) await guessFrom(server, `203.0.113.${i}`, user.email, `Wrong-${i}`);
    // Every guess counted against the one real peer, whatever address each claimed.
    expect((await guessFrom(server, '198.51.100.2', user.email, user.password)).status).toBe(429);
  });
});

describe('successful logins (issue 25)', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close();
  });
  async function serverWith(settings: Record<string, string>) {
    const started = await startTestServer({ TRUST_PROXY: 'on', ...settings });
    servers.push(started);
    return started;
  }
  const from = (on: TestServer, address: string, email: string, password: string) =>
    on.call('POST', '/api/users/login', { body: { email, password }, headers: { 'x-forwarded-for': address } });

  const expectRefused = (res: { status: number; headers: Headers; body: unknown }) => {
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: messages.tooManyRequests, code: 'tooManyRequests' });
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  };

  it('are limited per account, from every address', async () => {
    const on = await serverWith({ LOGINS_PER_ACCOUNT: '3' });
    const user = await on.makeUser();
    for (const address of ['203.0.113.1', '203.0.113.2', '198.51.100.3']) expect((await from(on, address, user.email, user.password)).status).toBe(200);
    expectRefused(await from(on, '198.51.100.4', user.email, user.password));
    // Another account is not concerned.
    const other = await on.makeUser();
    expect((await from(on, '198.51.100.4', other.email, other.password)).status).toBe(200);
  });

  it('are limited per address, across accounts, and another address signs in as usual', async () => {
    const on = await serverWith({ LOGINS_PER_ADDRESS: '3' });
    const people = [await on.makeUser(), await on.makeUser(), await on.makeUser(), await on.makeUser()];
    for (const person of people.slice(0, 3)) expect((await from(on, '203.0.113.9', person.email, person.password)).status).toBe(200);
    expectRefused(await from(on, '203.0.113.9', people[3]!.email, people[3]!.password));
    expect((await from(on, '198.51.100.9', people[3]!.email, people[3]!.password)).status).toBe(200);
  });

  it('checks at most the limit of one correct password sent 30 times at once', async () => {
    const on = await serverWith({ LOGINS_PER_ACCOUNT: '5' });
    const user = await on.makeUser();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => from(on, `203.0.113.${i + 1}`, user.email, user.password)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    for (const refused of answers.filter((a) => a.status === 429)) expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('are not used up by failures: a guesser leaves the owner their sign-ins', async () => {
    const on = await serverWith({ LOGINS_PER_ACCOUNT: '2' });
    const user = await on.makeUser();
    // 12 from each of three addresses: each address's last two are 429 (10 guesses per address).
    for (const address of ['203.0.113.20', '203.0.113.21', '203.0.113.22']) {
      for (let i = 0; i < 12; i++) expect((await from(on, address, user.email, `Wrong-${i}`)).status).toBe(i < 10 ? 401 : 429);
    }
    expect((await from(on, '198.51.100.20', user.email, user.password)).status).toBe(200);
    expect((await from(on, '198.51.100.21', user.email, user.password)).status).toBe(200);
    expectRefused(await from(on, '198.51.100.22', user.email, user.password));
  });
});
