import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { openDatabase } from '#server/db/client.ts';
import { postgresUrl, skipReason, startTwoInstances } from '#server/cluster/two-instances.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';
import { openSessionCache } from './session-cache.ts';

// Issue 25, point 7: sessions an instance has checked are kept, and dropped when they change
// (docs/decisions/2026-11-29-session-cache.md). Requests here go by plain fetch: the harness's
// call() re-reads the session version first, and what is under test is that each instance
// learns of a change by itself.

const jtiOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti;

async function send(server: TestServer, method: string, path: string, token: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'auth-token': token, ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? null : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The status of `path` on `server` once it is no longer 200, or 200 after `ms`. */
async function statusWithin(server: TestServer, path: string, token: string, ms: number): Promise<number> {
  const until = Date.now() + ms;
  for (;;) {
    const { status } = await send(server, 'GET', path, token);
    if (status !== 200 || Date.now() > until) return status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('sessions this instance changed: refused at once', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Deaf to notifications and not polling: what it drops here, it drops by itself.
    server = await startTestServer({}, { sessions: { listen: false, pollMs: 0 } });
  });
  afterAll(() => server?.close());

  it('a token is kept once checked, and refused on the very next request after its logout', async () => {
    const user = await server.makeUser();
    expect((await send(server, 'GET', '/api/users/profile', user.token)).status).toBe(200);
    expect(server.deps.sessions.lookup(jtiOf(user.token))).toMatchObject({ id: user.id, email: user.email });

    // With an Idempotency-Key, as the app logs out: the handler runs inside the key's transaction,
    // and the session is dropped once that has committed.
    expect((await send(server, 'POST', '/api/users/logout', user.token, undefined, { 'idempotency-key': randomUUID() })).status).toBe(200);
    const refused = await send(server, 'GET', '/api/users/profile', user.token);
    expect(refused).toEqual({ status: 401, body: { message: messages.invalidToken, code: 'invalidToken' } });
  });

  it('a new password refuses every older token of the account at once, the one that changed it included', async () => {
    const user = await server.makeUser();
    const other = (await server.call('POST', '/api/users/login', { body: { email: user.email, password: user.password } })).body.user.token as string;
    for (const token of [user.token, other]) expect((await send(server, 'GET', '/api/users/profile', token)).status).toBe(200);

    const changed = await send(server, 'PUT', '/api/users/profile', user.token, {
      name: 'Renamed',
      email: user.email,
      password: 'New-Password-456!',
      currentPassword: user.password,
    });
    expect(changed.status).toBe(200);
    for (const token of [user.token, other]) expect((await send(server, 'GET', '/api/users/profile', token)).status).toBe(401);
    // The token the change handed back holds.
    const fresh = (changed.body.user as { token: string }).token;
    expect((await send(server, 'GET', '/api/users/profile', fresh)).body.user).toMatchObject({ name: 'Renamed' });
  });

  it('an admin demoted by another admin is refused the admin screens on the next request', async () => {
    const [boss, demoted] = [await server.makeUser({ admin: true }), await server.makeUser({ admin: true })];
    expect((await send(server, 'GET', '/api/users', demoted.token)).status).toBe(200);
    const update = await send(server, 'PUT', `/api/users/${demoted.id}`, boss.token, { name: 'Former Admin', email: demoted.email, isAdmin: false });
    expect(update.status).toBe(200);
    expect(await send(server, 'GET', '/api/users', demoted.token)).toEqual({ status: 403, body: { message: messages.notAdmin, code: 'notAdmin' } });
  });

  it('an account deleted by an admin: its token is refused at once', async () => {
    const [boss, gone] = [await server.makeUser({ admin: true }), await server.makeUser()];
    expect((await send(server, 'GET', '/api/users/profile', gone.token)).status).toBe(200);
    expect((await send(server, 'DELETE', `/api/users/${gone.id}`, boss.token)).status).toBe(200);
    expect(await send(server, 'GET', '/api/users/profile', gone.token)).toEqual({
      status: 401,
      body: { message: messages.invalidToken, code: 'invalidToken' },
    });
  });

  it('an account deleted by its owner: its token is refused at once', async () => {
    const user = await server.makeUser();
    expect((await send(server, 'GET', '/api/users/profile', user.token)).status).toBe(200);
    expect((await send(server, 'DELETE', '/api/users/profile', user.token, { currentPassword: user.password })).status).toBe(200);
    expect((await send(server, 'GET', '/api/users/profile', user.token)).status).toBe(401);
  });
});

describe('the cache itself', () => {
  it('does not keep an answer read while the session was being forgotten, nor one older than its age', async () => {
    const database = await openDatabase({ inMemory: true });
    await database.migrate();
    const cache = await openSessionCache(database, { maxAgeMs: 50 });
    try {
      const session = { id: '6f1c6d54-1111-4a1a-9a1a-111111111111', name: 'A', email: 'a@example.com', isAdmin: false, epoch: 0 };
      // A check started, then a logout committed and was heard, then the check's answer came.
      const mark = cache.mark();
      cache.forgetUser(session.id);
      cache.remember('jti-1', session, mark);
      expect(cache.lookup('jti-1')).toBeUndefined();

      cache.remember('jti-1', session, cache.mark());
      expect(cache.lookup('jti-1')).toEqual(expect.objectContaining(session));
      expect(cache.lookup('jti-1', Date.now() + 51)).toBeUndefined();
    } finally {
      await cache.close();
      await database.close();
    }
  });
});

describe.skipIf(!postgresUrl)(`sessions across instances (${skipReason})`, () => {
  let a: TestServer;
  let b: TestServer;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // B without its 1 s poll: what B learns of A's changes, it learns by NOTIFY.
    ({ a, b, close } = await startTwoInstances({ WRITES_PER_MINUTE: '3' }, { b: { sessions: { pollMs: 0 } } }));
  });
  afterAll(() => close?.());

  it('a token B has checked and A revokes is refused by B as soon as the notification comes (well within a second)', async () => {
    const user = await a.makeUser();
    expect((await send(b, 'GET', '/api/users/profile', user.token)).status).toBe(200);
    expect(b.deps.sessions.lookup(jtiOf(user.token))).toBeDefined();
    expect((await send(a, 'POST', '/api/users/logout', user.token)).status).toBe(200);
    expect(await statusWithin(b, '/api/users/profile', user.token, 1000)).toBe(401);
  });

  it('a password changed on A refuses the older tokens on B; an account deleted on A too', async () => {
    const user = await a.makeUser();
    const gone = await a.makeUser();
    for (const token of [user.token, gone.token]) expect((await send(b, 'GET', '/api/users/profile', token)).status).toBe(200);
    expect(
      (
        await send(a, 'PUT', '/api/users/profile', user.token, {
          name: 'Moved On',
          email: user.email,
          password: 'New-Password-456!',
          currentPassword: user.password,
        })
      ).status,
    ).toBe(200);
    expect((await send(a, 'DELETE', '/api/users/profile', gone.token, { currentPassword: gone.password })).status).toBe(200);
    expect(await statusWithin(b, '/api/users/profile', user.token, 1000)).toBe(401);
    expect(await statusWithin(b, '/api/users/profile', gone.token, 1000)).toBe(401);
  });

  it('with its notification lost (no listener), B still refuses a revoked token by its poll of the version', async () => {
    const deaf = await startTestServer({}, { attachTo: a, sessions: { listen: false, pollMs: 100 } });
    try {
      const user = await a.makeUser();
      expect((await send(deaf, 'GET', '/api/users/profile', user.token)).status).toBe(200);
      expect(deaf.deps.sessions.lookup(jtiOf(user.token))).toBeDefined();
      expect((await send(a, 'POST', '/api/users/logout', user.token)).status).toBe(200);
      expect(await statusWithin(deaf, '/api/users/profile', user.token, 1500)).toBe(401);
    } finally {
      await deaf.close();
    }
  });

  it("an account's writes are counted across instances: once B has added its own to the shared count, it refuses past the limit", async () => {
    const user = await a.makeUser();
    const write = (server: TestServer) => send(server, 'PUT', '/api/users/profile', user.token, { name: 'Writer', email: user.email });
    for (let i = 0; i < 3; i++) expect((await write(a)).status, `write ${i + 1} on A`).toBe(200);
    expect((await write(a)).status, 'the 4th on A').toBe(429);
    await a.deps.accountWrites.flush();
    // B had not heard of this account: its first write passes, and its count comes back with the others'.
    expect((await write(b)).status).toBe(200);
    await b.deps.accountWrites.flush();
    const refused = await write(b);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: messages.tooManyRequests, code: 'tooManyRequests' });
  });
});
