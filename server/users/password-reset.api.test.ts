import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { outbox, passwordResets } from '#server/db/schema.ts';
import { linkIn, startSmtpTestServer, type SmtpTestServer } from '#server/test-support/smtp-test-server.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Issue 22, point 3: forgot and reset password (OWASP), with a real SMTP server in this process.
let server: TestServer;
let smtp: SmtpTestServer;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Sillage <orders@shop.example>' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const forgot = (email: string, headers: Record<string, string> = {}) => server.call('POST', '/api/users/forgot-password', { body: { email }, headers });
const tokenOf = (link: string) => link.split('/reset-password/')[1]!;

async function resetLinkFor(email: string, already = 0): Promise<string> {
  const [mail] = (
    await smtp.waitFor((m) => m.subject === 'Reset your Sillage password' && m.to !== undefined && JSON.stringify(m.to).includes(email), { count: already + 1 })
  ).slice(-1);
  const link = linkIn(mail!, '/reset-password/');
  expect(link).toBeDefined();
  return link!;
}

describe('forgot password (issue 22)', () => {
  it('answers known and unknown addresses alike, in about the same time, and mails only the account', async () => {
    const user = await server.makeUser();
    const unknown = `nobody-${Date.now()}@example.com`;
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await forgot(email);
      return { res, ms: performance.now() - started };
    };
    const known = await timed(user.email);
    const stranger = await timed(unknown);
    expect(known.res.status).toBe(202);
    expect(stranger.res.status).toBe(202);
    expect(stranger.res.body).toEqual(known.res.body);
    expect(known.res.body).toEqual({ message: messages.resetLinkSent });
    expect(Math.abs(known.ms - stranger.ms)).toBeLessThan(150);

    const link = await resetLinkFor(user.email);
    expect(link.startsWith(`${server.url}/reset-password/`)).toBe(true);
    expect(tokenOf(link)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only its hash is stored.
    const rows = await server.deps.db.select().from(passwordResets);
    expect(rows.some((row) => row.tokenHash === tokenOf(link))).toBe(false);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.to(unknown)).toHaveLength(0);
    const queued = await server.deps.db.select().from(outbox).where(eq(outbox.recipient, unknown));
    expect(queued).toHaveLength(0);
  });

  it('writes the mail as text and HTML with a Message-ID, a Date and Auto-Submitted', async () => {
    const user = await server.makeUser({ name: 'Ada <b>Lovelace</b>' });
    await forgot(user.email);
    await resetLinkFor(user.email);
    const [mail] = smtp.to(user.email);
    expect(mail!.from?.value).toEqual([{ name: 'Sillage', address: 'orders@shop.example' }]);
    expect(mail!.messageId).toMatch(/^<[0-9a-f-]{36}@shop\.example>$/);
    expect(mail!.date).toBeInstanceOf(Date);
    expect(mail!.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail!.text).toContain('Hello Ada <b>Lovelace</b>,');
    expect(mail!.html).toContain('Hello Ada &#60;b&#62;Lovelace&#60;/b&#62;,');
    expect(mail!.html).toContain(`href="${linkIn(mail!, '/reset-password/')}"`);
  });

  it('resets the password once: sessions from before end, the new password signs in, the link is then refused', async () => {
    const user = await server.makeUser();
    await forgot(user.email);
    const token = tokenOf(await resetLinkFor(user.email));

    const weak = await server.call('POST', '/api/users/reset-password', { body: { token, password: 'short' } });
    expect(weak.status).toBe(400);
    expect(weak.body.issues).toEqual([{ path: 'password', message: messages.passwordMin }]);

    const reset = await server.call('POST', '/api/users/reset-password', { body: { token, password: 'A-new-Password-9' } });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: messages.passwordResetDone });
    expect(reset.body.user).toBeUndefined();

    expect((await server.call('GET', '/api/users/profile', { token: user.token })).status).toBe(401);
    expect((await server.call('POST', '/api/users/login', { body: { email: user.email, password: user.password } })).status).toBe(401);
    expect((await server.call('POST', '/api/users/login', { body: { email: user.email, password: 'A-new-Password-9' } })).status).toBe(200);

    const again = await server.call('POST', '/api/users/reset-password', { body: { token, password: 'Another-Password-9' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This link has expired or was already used');

    const [changed] = await smtp.waitFor((m) => m.subject === 'Your Sillage password was changed' && JSON.stringify(m.to).includes(user.email));
    expect(changed!.text).toContain(`${server.url}/login`);
  });

  it('refuses an unknown, an expired, a malformed, and an older link', async () => {
    const user = await server.makeUser();
    await forgot(user.email);
    const first = tokenOf(await resetLinkFor(user.email));
    await forgot(user.email);
    const second = tokenOf(await resetLinkFor(user.email, 1));
    expect(second).not.toBe(first);
    const tryReset = (token: string) => server.call('POST', '/api/users/reset-password', { body: { token, password: 'A-new-Password-9' } });

    const older = await tryReset(first);
    expect([older.status, older.body.message]).toEqual([400, messages.resetLinkInvalid]);
    const unknown = await tryReset('A'.repeat(43));
    expect([unknown.status, unknown.body.message]).toEqual([400, messages.resetLinkInvalid]);
    const malformed = await tryReset('not a token');
    expect([malformed.status, malformed.body.issues]).toEqual([400, [{ path: 'token', message: messages.resetLinkInvalid }]]);

    await server.deps.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.userId, user.id));
    const expired = await tryReset(second);
    expect([expired.status, expired.body.message]).toEqual([400, messages.resetLinkInvalid]);
  });

  it('limits requests per address and per client address, with Retry-After', async () => {
    const user = await server.makeUser();
    for (let i = 0; i < 5; i++) expect((await forgot(user.email)).status).toBe(202);
    const sixth = await forgot(user.email);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);

    // Another client address (the test server trusts no proxy: each address is told apart here by a server that does).
    const limited = await startTestServer({ SMTP_URL: smtp.url, TRUST_PROXY: 'on' });
    try {
      const from = { 'x-forwarded-for': '203.0.113.9' };
      for (let i = 0; i < 20; i++)
        expect((await limited.call('POST', '/api/users/forgot-password', { body: { email: `someone-${i}@example.com` }, headers: from })).status).toBe(202);
      const over = await limited.call('POST', '/api/users/forgot-password', { body: { email: 'someone-else@example.com' }, headers: from });
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      const elsewhere = await limited.call('POST', '/api/users/forgot-password', {
        body: { email: 'someone-else@example.com' },
        headers: { 'x-forwarded-for': '203.0.113.10' },
      });
      expect(elsewhere.status).toBe(202);
    } finally {
      await limited.close();
    }
  }, 60_000);

  it('refuses a body without a valid email with a clear 400', async () => {
    const res = await server.call('POST', '/api/users/forgot-password', { body: { email: 'nope' } });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'email', message: messages.invalidEmail }]);
  });
});

describe('account changes on the profile (issue 22)', () => {
  it('mails "Your password was changed", and a notice to the old address when the email changes', async () => {
    const user = await server.makeUser({ name: 'Profile Person' });
    const newEmail = `moved-${Date.now()}@example.com`;
    const res = await server.call('PUT', '/api/users/profile', {
      token: user.token,
      body: { name: 'Profile Person', email: newEmail, password: 'Changed-Password-7', currentPassword: user.password },
    });
    expect(res.status).toBe(200);
    const [changed] = await smtp.waitFor((m) => m.subject === 'Your Sillage password was changed' && JSON.stringify(m.to).includes(newEmail));
    expect(changed!.text).toContain('Hello Profile Person,');
    const [notice] = await smtp.waitFor((m) => m.subject === 'The email of your Sillage account was changed' && JSON.stringify(m.to).includes(user.email));
    expect(notice!.text).toContain(newEmail);
  });
});

describe('a reset on an instance deaf to session notifications', () => {
  it('refuses the tokens that instance had checked at once: it drops them itself', async () => {
    // No LISTEN, no poll: only the reset's own drop (auth/session.ts, sessionsChanged) can refuse them.
    const deaf = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Sillage <orders@shop.example>' }, { sessions: { listen: false, pollMs: 0 } });
    try {
      const user = await deaf.makeUser();
      const send = (path: string, init: RequestInit = {}) => fetch(`${deaf.url}${path}`, init).then((res) => res.status);
      const profile = () => send('/api/users/profile', { headers: { 'auth-token': user.token } });
      const post = (path: string, body: unknown) => send(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(await profile()).toBe(200);

      expect(await post('/api/users/forgot-password', { email: user.email })).toBe(202);
      const link = await resetLinkFor(user.email);
      expect(await post('/api/users/reset-password', { token: tokenOf(link), password: 'A-deaf-Password-7' })).toBe(200);
      expect(await profile()).toBe(401);
    } finally {
      await deaf.close();
    }
  });
});
