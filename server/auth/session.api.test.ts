import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { startTestServer, TEST_JWT_SECRET, type TestServer } from '#server/test-support/test-server.ts';

let server: TestServer;
let shopper: Awaited<ReturnType<TestServer['makeUser']>>;

beforeAll(async () => {
  server = await startTestServer();
  shopper = await server.makeUser();
});
afterAll(() => server?.close());

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

function sign(secret: string, claims: { sub: string; exp: number; alg?: string; jti?: string }) {
  return new SignJWT({})
    .setProtectedHeader({ alg: claims.alg ?? 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setJti(claims.jti ?? randomUUID())
    .setIssuedAt(claims.exp - 3600)
    .setExpirationTime(claims.exp)
    .sign(new TextEncoder().encode(secret));
}

const profileWith = (headers: Record<string, string>) => server.call('GET', '/api/users/profile', { headers });

describe('sending the token', () => {
  it('refuses a request without a token with the contract message', async () => {
    const res = await server.call('GET', '/api/users/profile');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Access denied. No token provided.', code: 'noToken' });
  });

  it('accepts the auth-token header', async () => {
    const res = await profileWith({ 'auth-token': shopper.token });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(shopper.email);
  });

  it('accepts Authorization: Bearer', async () => {
    const res = await profileWith({ authorization: `Bearer ${shopper.token}` });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(shopper.id);
  });

  it('treats an empty Bearer header as no token', async () => {
    const res = await profileWith({ authorization: 'Bearer ' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(messages.noToken);
  });
});

describe('tokens that must not pass', () => {
  it('refuses a token signed with another secret', async () => {
    const forged = await sign('another-secret-that-is-also-long-enough-for-hs256', { sub: shopper.id, exp: now() + 3600 });
    const res = await profileWith({ 'auth-token': forged });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: messages.invalidToken, code: 'invalidToken' });
  });

  it('refuses an unsigned alg:none token', async () => {
    const header = encode({ alg: 'none', typ: 'JWT' });
    const payload = encode({ sub: shopper.id, jti: randomUUID(), iat: now(), exp: now() + 3600 });
    const res = await profileWith({ 'auth-token': `${header}.${payload}.` });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(messages.invalidToken);
  });

  it('refuses an expired token signed with the right secret', async () => {
    const expired = await sign(TEST_JWT_SECRET, { sub: shopper.id, exp: now() - 60 });
    const res = await profileWith({ authorization: `Bearer ${expired}` });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(messages.invalidToken);
  });

  it('accepts a token signed by hand with the right secret (the refusals above are about the token)', async () => {
    const good = await sign(TEST_JWT_SECRET, { sub: shopper.id, exp: now() + 3600 });
    expect((await profileWith({ 'auth-token': good })).status).toBe(200);
  });

  it('refuses another HMAC algorithm even with the right secret', async () => {
    const hs512 = await sign(TEST_JWT_SECRET, { sub: shopper.id, exp: now() + 3600, alg: 'HS512' });
    expect((await profileWith({ 'auth-token': hs512 })).status).toBe(401);
  });

  it('refuses garbage and a subject that is not a user id, without a server error', async () => {
    for (const token of ['abc', 'a.b.c', await sign(TEST_JWT_SECRET, { sub: 'not-a-uuid', exp: now() + 3600 })]) {
      const res = await profileWith({ 'auth-token': token });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(messages.invalidToken);
    }
  });

  it('refuses the token of a deleted user', async () => {
    const admin = await server.makeUser({ admin: true });
    const doomed = await server.makeUser();
    expect((await profileWith({ 'auth-token': doomed.token })).status).toBe(200);
    expect((await server.call('DELETE', `/api/users/${doomed.id}`, { token: admin.token })).status).toBe(200);
    const res = await profileWith({ 'auth-token': doomed.token });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(messages.invalidToken);
  });

  it('refuses a token after logout, with either header, while another session of the user goes on', async () => {
    const user = await server.makeUser();
    const other = await server.call('POST', '/api/users/login', { body: { email: user.email, password: user.password } });
    expect(other.status).toBe(200);

    const out = await server.call('POST', '/api/users/logout', { token: user.token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: messages.loggedOut });

    const headerStyles: Record<string, string>[] = [{ 'auth-token': user.token }, { authorization: `Bearer ${user.token}` }];
    for (const headers of headerStyles) {
      const res = await profileWith(headers);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(messages.invalidToken);
    }
    expect((await server.call('POST', '/api/users/logout', { token: user.token })).status).toBe(401);
    expect((await profileWith({ 'auth-token': other.body.user.token })).status).toBe(200);
  });
});

describe('writes per account (issue: abuse)', () => {
  it('answers 429 with Retry-After past the limit, for that account only, reads still allowed', async () => {
    const limited = await startTestServer({ WRITES_PER_MINUTE: '3' });
    try {
      const user = await limited.makeUser();
      const other = await limited.makeUser();
      const rename = (token: string, email: string, n: number) => limited.call('PUT', '/api/users/profile', { token, body: { name: `Name ${n}`, email } });
      for (let n = 1; n <= 3; n++) expect((await rename(user.token, user.email, n)).status).toBe(200);
      const refused = await rename(user.token, user.email, 4);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: messages.tooManyRequests, code: 'tooManyRequests' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await limited.call('GET', '/api/users/profile', { token: user.token })).status).toBe(200);
      expect((await rename(other.token, other.email, 1)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("does not count a revoked token's writes against its owner: the owner, signed in again, still writes", async () => {
    const limited = await startTestServer({ WRITES_PER_MINUTE: '3' });
    try {
      const user = await limited.makeUser();
      const stolen = user.token;
      expect((await limited.call('POST', '/api/users/logout', { token: stolen })).status).toBe(200);
      const rename = (token: string, n: number) => limited.call('PUT', '/api/users/profile', { token, body: { name: `Name ${n}`, email: user.email } });
      for (let n = 1; n <= 10; n++) {
        const res = await rename(stolen, n);
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: messages.invalidToken, code: 'invalidToken' });
      }
      const again = await limited.call('POST', '/api/users/login', { body: { email: user.email, password: user.password } });
      expect((await rename(again.body.user.token, 11)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
