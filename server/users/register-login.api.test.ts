import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { rateLimits } from '#server/db/schema.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const register = (body: unknown) => server.call('POST', '/api/users/register', { body });
const login = (body: unknown) => server.call('POST', '/api/users/login', { body });
const uniqueEmail = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 10)}@example.com`;

describe('POST /api/users/register', () => {
  it('creates a shopper with a lower-cased email and returns them with a working token', async () => {
    const email = uniqueEmail('Mixed.Case').toUpperCase();
    const res = await register({ name: '  Ada Lovelace ', email, password: 'long enough' });
    expect(res.status).toBe(201);
    const { user } = res.body;
    expect(Object.keys(user).sort()).toEqual(['_id', 'createdAt', 'email', 'id', 'isAdmin', 'language', 'name', 'token']);
    expect(user._id).toBe(user.id);
    expect(user).toMatchObject({ name: 'Ada Lovelace', email: email.toLowerCase(), isAdmin: false });
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
    expect(res.headers.get('cache-control')).toBe('no-store');

    const profile = await server.call('GET', '/api/users/profile', { token: user.token });
    expect(profile.status).toBe(200);
    expect(profile.body.user.id).toBe(user.id);
  });

  it('ignores an isAdmin flag sent by the client', async () => {
    const res = await register({ name: 'Mallory', email: uniqueEmail('mallory'), password: 'quiet-lilac-41', isAdmin: true });
    expect(res.status).toBe(201);
    expect(res.body.user.isAdmin).toBe(false);
    expect((await server.call('GET', '/api/users', { token: res.body.user.token })).status).toBe(403);
  });

  it('refuses an email that is already taken, whatever its case', async () => {
    const email = uniqueEmail('taken');
    expect((await register({ name: 'First', email, password: 'quiet-lilac-41' })).status).toBe(201);
    const res = await register({ name: 'Second', email: email.toUpperCase(), password: 'quiet-lilac-42' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: messages.emailTaken, code: 'emailTaken' });
    // The first account keeps its password.
    expect((await login({ email, password: 'quiet-lilac-41' })).status).toBe(200);
  });

  it.each([
    [{ name: 'Short', email: 'short@example.com', password: 'short' }, 'password', messages.passwordMin],
    [{ name: 'Empty', email: 'empty@example.com', password: '' }, 'password', messages.passwordRequired],
    [{ name: 'Bad', email: 'not-an-email', password: 'quiet-lilac-41' }, 'email', messages.invalidEmail],
    [{ name: 'Blank', email: '', password: 'quiet-lilac-41' }, 'email', messages.emailRequired],
    [{ name: '   ', email: 'blank@example.com', password: 'quiet-lilac-41' }, 'name', messages.nameRequired],
    [{ name: 'x'.repeat(101), email: 'long@example.com', password: 'quiet-lilac-41' }, 'name', messages.nameTooLong],
    [{ name: 'Huge', email: 'huge@example.com', password: 'p'.repeat(201) }, 'password', messages.passwordTooLong],
  ])('refuses invalid input %# with the domain message', async (body, path, message) => {
    const res = await register(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.issues).toContainEqual({ path, message });
  });

  it('refuses a body that is not an object, malformed JSON and another media type', async () => {
    expect((await register(null)).status).toBe(400);
    expect((await register(['a'])).status).toBe(400);

    const malformed = await server.call('POST', '/api/users/register', {
      raw: '{"name": "x",',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: messages.malformedJson, code: 'malformedJson' });

    const form = await server.call('POST', '/api/users/register', {
      raw: 'name=x&email=x@example.com&password=password1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(typeof form.body.message).toBe('string');
  });

  it('limits registrations per address', async () => {
    expect((await register({ name: 'Counted', email: uniqueEmail('counted'), password: 'quiet-lilac-41' })).status).toBe(201);
    // Bring this address's counter to the limit rather than signing up 100 accounts.
    const keys = await server.deps.db.select().from(rateLimits).where(like(rateLimits.key, 'register:ip:%'));
    expect(keys.length).toBe(1);
    await server.deps.db.update(rateLimits).set({ count: 100 }).where(like(rateLimits.key, 'register:ip:%'));
    const res = await register({ name: 'One Too Many', email: uniqueEmail('many'), password: 'quiet-lilac-41' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: messages.tooManyRequests, code: 'tooManyRequests' });
    await server.deps.db.delete(rateLimits).where(like(rateLimits.key, 'register:ip:%'));
    expect((await register({ name: 'Later', email: uniqueEmail('later'), password: 'quiet-lilac-41' })).status).toBe(201);
  });
});

describe('POST /api/users/login', () => {
  it('signs in with the right password, whatever the case of the email', async () => {
    const user = await server.makeUser({ name: 'Jane' });
    const res = await login({ email: `  ${user.email.toUpperCase()} `, password: user.password });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, _id: user.id, name: 'Jane', email: user.email, isAdmin: false });
    expect(res.body.user).not.toHaveProperty('passwordHash');
    expect(res.body.user).not.toHaveProperty('password');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const profile = await server.call('GET', '/api/users/profile', { token: res.body.user.token });
    expect(profile.status).toBe(200);
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const user = await server.makeUser();
    const wrong = await login({ email: user.email, password: 'Wrong-password-1' });
    const unknown = await login({ email: uniqueEmail('nobody'), password: user.password });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password', code: 'invalidCredentials' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('does not trim or case-fold the password', async () => {
    const user = await server.makeUser({ password: 'Case Sensitive 1' });
    expect((await login({ email: user.email, password: 'case sensitive 1' })).status).toBe(401);
    expect((await login({ email: user.email, password: ' Case Sensitive 1' })).status).toBe(401);
    expect((await login({ email: user.email, password: 'Case Sensitive 1' })).status).toBe(200);
  });

  it('validates input with the domain messages', async () => {
    const noPassword = await login({ email: 'someone@example.com', password: '' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe(messages.passwordRequired);
    const badEmail = await login({ email: 'someone', password: 'quiet-lilac-41' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe(messages.invalidEmail);
    const text = await server.call('POST', '/api/users/login', { raw: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
  });
});

describe('POST /api/users/logout', () => {
  it('needs a token', async () => {
    const res = await server.call('POST', '/api/users/logout');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: messages.noToken, code: 'noToken' });
  });

  it('revokes the token it was called with', async () => {
    const user = await server.makeUser();
    const res = await server.call('POST', '/api/users/logout', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: messages.loggedOut });
    expect((await server.call('GET', '/api/users/profile', { token: user.token })).status).toBe(401);
    // Signing in again gives a new, working session.
    const again = await login({ email: user.email, password: user.password });
    expect((await server.call('GET', '/api/users/profile', { token: again.body.user.token })).status).toBe(200);
  });
});

describe('passwords that are easy to guess or to mangle (issue: abuse)', () => {
  it('refuses the most common passwords, whatever their case, at registration and on the profile', async () => {
    for (const password of ['password123', 'PassWord123', 'ILOVEYOU']) {
      const res = await register({ name: 'Common', email: uniqueEmail('common'), password });
      expect(res.status, password).toBe(400);
      expect(res.body).toEqual({
        message: messages.passwordTooCommon,
        code: 'passwordTooCommon',
        issues: [{ path: 'password', message: messages.passwordTooCommon }],
      });
    }
    const user = await server.makeUser();
    const change = await server.call('PUT', '/api/users/profile', {
      token: user.token,
      body: { name: 'Common', email: user.email, password: 'Password123', currentPassword: user.password },
    });
    expect(change.status).toBe(400);
    expect(change.body.message).toBe(messages.passwordTooCommon);
    expect((await login({ email: user.email, password: user.password })).status).toBe(200);
  });

  it('refuses control characters in a new password', async () => {
    for (const password of ['tab\there-123', 'line\nbreak-123', 'nul\u0000char-123']) {
      const res = await register({ name: 'Control', email: uniqueEmail('control'), password });
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([{ path: 'password', message: messages.passwordControlCharacters }]);
    }
  });
});
