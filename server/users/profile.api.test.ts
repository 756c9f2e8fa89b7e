import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { idempotencyKeys } from '#server/db/schema.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const login = (email: string, password: string) => server.call('POST', '/api/users/login', { body: { email, password } });
const putProfile = (token: string, body: unknown, headers: Record<string, string> = {}) => server.call('PUT', '/api/users/profile', { token, body, headers });

describe('GET /api/users/profile', () => {
  it('returns the signed-in user, never cached', async () => {
    const user = await server.makeUser({ name: 'Profile Reader' });
    const res = await server.call('GET', '/api/users/profile', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, _id: user.id, name: 'Profile Reader', email: user.email, isAdmin: false });
    expect(typeof res.body.user.token).toBe('string');
    expect(res.body.user).not.toHaveProperty('passwordHash');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('needs a token', async () => {
    const res = await server.call('GET', '/api/users/profile');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: messages.noToken, code: 'noToken' });
  });
});

describe('PUT /api/users/profile', () => {
  it('changes name and email, keeps the password, and returns a fresh working token', async () => {
    const user = await server.makeUser();
    const newEmail = `renamed-${user.id.slice(0, 8)}@example.com`;
    const res = await putProfile(user.token, { name: 'New Name', email: newEmail.toUpperCase(), currentPassword: user.password });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, name: 'New Name', email: newEmail, isAdmin: false });
    expect(res.body.user.token).not.toBe(user.token);

    const fresh = await server.call('GET', '/api/users/profile', { token: res.body.user.token });
    expect(fresh.body.user).toMatchObject({ name: 'New Name', email: newEmail });
    // The old token stays valid until it expires.
    expect((await server.call('GET', '/api/users/profile', { token: user.token })).status).toBe(200);

    expect((await login(newEmail, user.password)).status).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(401);
  });

  it('treats an empty password as unchanged and changes it when one is given', async () => {
    const user = await server.makeUser();
    expect((await putProfile(user.token, { name: 'Same', email: user.email, password: '' })).status).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(200);

    expect((await putProfile(user.token, { name: 'Same', email: user.email, password: 'a brand new secret', currentPassword: user.password })).status).toBe(
      200,
    );
    expect((await login(user.email, user.password)).status).toBe(401);
    expect((await login(user.email, 'a brand new secret')).status).toBe(200);
  });

  it('asks for the current password to change the email or the password, and changes nothing without it (issue: abuse)', async () => {
    const user = await server.makeUser({ name: 'Guarded' });
    for (const change of [{ email: `taken-over-${user.id.slice(0, 8)}@example.com` }, { password: 'attacker-chose-this' }]) {
      const missing = await putProfile(user.token, { name: 'Guarded', email: user.email, ...change });
      expect(missing.status).toBe(401);
      expect(missing.body).toEqual({ message: messages.currentPasswordRequired, code: 'currentPasswordRequired' });
      const wrong = await putProfile(user.token, { name: 'Guarded', email: user.email, ...change, currentPassword: 'not-the-password' });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ message: messages.currentPasswordWrong, code: 'currentPasswordWrong' });
    }
    expect((await login(user.email, user.password)).status).toBe(200);
    // A name alone needs no password (it can wait in the offline outbox).
    expect((await putProfile(user.token, { name: 'Renamed', email: user.email })).status).toBe(200);
  });

  it('signs every other session out when the password changes, and hands this one a fresh token', async () => {
    const user = await server.makeUser();
    const elsewhere = (await login(user.email, user.password)).body.user.token as string;
    const res = await putProfile(user.token, { name: 'Moved', email: user.email, password: 'a whole new secret', currentPassword: user.password });
    expect(res.status).toBe(200);
    for (const old of [user.token, elsewhere]) {
      const stale = await server.call('GET', '/api/users/profile', { token: old });
      expect(stale.status).toBe(401);
    }
    expect((await server.call('GET', '/api/users/profile', { token: res.body.user.token })).status).toBe(200);
  });

  it('never lets a shopper make themselves an admin', async () => {
    const user = await server.makeUser();
    const res = await putProfile(user.token, { name: 'Sneaky', email: user.email, isAdmin: true });
    expect(res.status).toBe(200);
    expect(res.body.user.isAdmin).toBe(false);
    expect((await server.call('GET', '/api/users', { token: res.body.user.token })).status).toBe(403);
  });

  it('refuses an email another account has, and changes nothing', async () => {
    const other = await server.makeUser();
    const user = await server.makeUser({ name: 'Unchanged' });
    const res = await putProfile(user.token, { name: 'Changed', email: other.email, currentPassword: user.password });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: messages.emailTaken, code: 'emailTaken' });
    const profile = await server.call('GET', '/api/users/profile', { token: user.token });
    expect(profile.body.user).toMatchObject({ name: 'Unchanged', email: user.email });
  });

  it('validates with the domain messages', async () => {
    const user = await server.makeUser();
    const short = await putProfile(user.token, { name: 'Short', email: user.email, password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(messages.passwordMin);
    expect(short.body.issues).toEqual([{ path: 'password', message: messages.passwordMin }]);

    const noName = await putProfile(user.token, { name: '', email: user.email });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe(messages.nameRequired);

    const badEmail = await putProfile(user.token, { name: 'Name', email: 'nope' });
    expect(badEmail.body.message).toBe(messages.invalidEmail);

    const malformed = await server.call('PUT', '/api/users/profile', {
      token: user.token,
      raw: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(messages.malformedJson);

    const text = await server.call('PUT', '/api/users/profile', { token: user.token, raw: 'x', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
  });

  it('needs a token', async () => {
    const res = await server.call('PUT', '/api/users/profile', { body: { name: 'A', email: 'a@example.com' } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(messages.noToken);
  });
});

describe('PUT /api/users/profile with an Idempotency-Key', () => {
  it('replays the same key and body with the account as it is now, and changes nothing the second time', async () => {
    const user = await server.makeUser();
    const key = { 'idempotency-key': 'profile-edit-1' };
    const first = await putProfile(user.token, { name: 'Offline Edit', email: user.email }, key);
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    // The key keeps no answer: neither the name nor the new token (issue 49); a replay reads the account.
    const [stored] = await server.deps.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, user.id), eq(idempotencyKeys.key, 'profile-edit-1')));
    expect(stored).toMatchObject({ statusCode: 200, responseBody: null });

    // Someone changes the name in between; a replay of the queued edit must not undo that.
    expect((await putProfile(user.token, { name: 'Later Edit', email: user.email })).status).toBe(200);

    const second = await putProfile(user.token, { name: 'Offline Edit', email: user.email }, key);
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual({ user: { ...first.body.user, name: 'Later Edit', token: user.token } });
    expect(second.headers.get('idempotent-replayed')).toBe('true');

    const profile = await server.call('GET', '/api/users/profile', { token: user.token });
    expect(profile.body.user.name).toBe('Later Edit');
  });

  it('refuses the same key with another body', async () => {
    const user = await server.makeUser();
    const key = { 'idempotency-key': 'profile-edit-2' };
    expect((await putProfile(user.token, { name: 'One', email: user.email }, key)).status).toBe(200);
    const res = await putProfile(user.token, { name: 'Two', email: user.email }, key);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: messages.idempotencyMismatch, code: 'idempotencyMismatch' });
    const profile = await server.call('GET', '/api/users/profile', { token: user.token });
    expect(profile.body.user.name).toBe('One');
  });

  it('keeps keys apart between users', async () => {
    const a = await server.makeUser();
    const b = await server.makeUser();
    const key = { 'idempotency-key': 'shared-key' };
    expect((await putProfile(a.token, { name: 'A', email: a.email }, key)).body.user.email).toBe(a.email);
    const res = await putProfile(b.token, { name: 'B', email: b.email }, key);
    expect(res.status).toBe(200);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    expect(res.body.user).toMatchObject({ id: b.id, name: 'B' });
  });

  it('does not keep a refused request, so it can be retried with its key', async () => {
    const other = await server.makeUser();
    const user = await server.makeUser();
    const key = { 'idempotency-key': 'retry-me' };
    expect((await putProfile(user.token, { name: 'X', email: other.email, currentPassword: user.password }, key)).status).toBe(409);
    expect((await putProfile(user.token, { name: 'X', email: other.email, currentPassword: user.password }, key)).status).toBe(409);
  });
});
