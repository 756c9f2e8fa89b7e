import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { outbox } from '#server/db/schema.ts';
import { limits } from '#server/rate-limit/rate-limit.ts';
import { startSmtpTestServer, type SmtpTestServer } from '#server/test-support/smtp-test-server.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Issue 27, point 8: the contact form writes to the shop through the outbox, with a real SMTP
// server in this process.
const SHOP = 'hello@shop.example';
let server: TestServer;
let smtp: SmtpTestServer;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  // TRUST_PROXY: a test may write from another client (X-Forwarded-For); by default, 127.0.0.1.
  server = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Sillage <orders@shop.example>', SHOP_EMAIL: SHOP, TRUST_PROXY: 'on' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

let sender = 0;
const newSender = () => `writer-${Date.now()}-${++sender}@example.com`;
const message = (email: string, text = 'Is Iris Poudre a good first scent for winter evenings?') => ({ name: 'Ada Lovelace', email, message: text });
/** Every call comes from 127.0.0.1 (no proxy is believed): the address's limit is the last test's. */
const send = (body: unknown, headers: Record<string, string> = {}) => server.call('POST', '/api/contact', { body, headers });
const postForm = (fields: Record<string, string>) =>
  fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

describe('POST /api/contact', () => {
  it('mails the message to the shop’s address, from the shop, with a reply going to its sender', async () => {
    const email = newSender();
    const res = await send(message(email, 'First paragraph about Iris.\n\nSecond paragraph: <b>not markup</b>.'));
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: messages.contactSent });
    const [mail] = await smtp.waitFor((m) => m.replyTo?.value[0]?.address === email);
    expect(mail!.to).toMatchObject({ value: [{ address: SHOP }] });
    expect(mail!.from?.value).toEqual([{ name: 'Sillage', address: 'orders@shop.example' }]);
    expect(mail!.subject).toBe(messages.contactMailSubject('Ada Lovelace'));
    expect(mail!.text).toContain(`From Ada Lovelace <${email}>`);
    expect(mail!.text).toContain('First paragraph about Iris.');
    expect(mail!.text).toContain('Second paragraph: <b>not markup</b>.');
    expect(mail!.html).toContain('Second paragraph: &#60;b&#62;not markup&#60;/b&#62;.');
    // Once sent, the outbox keeps no copy of the words.
    const deadline = Date.now() + 5000;
    let rows = await server.deps.db.select().from(outbox).where(eq(outbox.kind, 'contact-message'));
    while (rows.some((row) => row.status !== 'sent') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      rows = await server.deps.db.select().from(outbox).where(eq(outbox.kind, 'contact-message'));
    }
    const row = rows.find((r) => r.recipient === SHOP && r.status === 'sent');
    expect(row?.payload).toEqual({});
  });

  it('refuses a message without a name, a valid address, or with too few or too many words (400, the field named)', async () => {
    const email = newSender();
    const cases: Array<[unknown, string, string]> = [
      [{ email, message: 'A long enough message' }, 'name', messages.nameRequired],
      [{ name: 'Ada', email: 'not-an-address', message: 'A long enough message' }, 'email', messages.invalidEmail],
      [{ name: 'Ada', email, message: '   ' }, 'message', messages.contactMessageRequired],
      [{ name: 'Ada', email, message: 'Too short' }, 'message', messages.contactMessageTooShort],
      [{ name: 'Ada', email, message: 'x'.repeat(4001) }, 'message', messages.tooLong(4000)],
      [{ name: 'A'.repeat(101), email, message: 'A long enough message' }, 'name', messages.nameTooLong],
    ];
    for (const [body, path, said] of cases) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.issues).toContainEqual({ path, message: said });
    }
    expect((await server.call('POST', '/api/contact', { raw: 'name=Ada', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    const queued = await server.deps.db.select().from(outbox).where(eq(outbox.kind, 'contact-message'));
    expect(queued.some((row) => (row.payload as { email?: string }).email === email)).toBe(false);
  });

  it('queues a message sent twice with the same Idempotency-Key once', async () => {
    const email = newSender();
    const key = 'f5a0c1de-1111-4222-8333-944455556666';
    expect((await send(message(email), { 'idempotency-key': key })).status).toBe(202);
    expect((await send(message(email), { 'idempotency-key': key })).status).toBe(202);
    await smtp.waitFor((m) => m.replyTo?.value[0]?.address === email);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails.filter((m) => m.replyTo?.value[0]?.address === email)).toHaveLength(1);
    // Its row, kept once sent (its words gone), does not name the sender: the key is hashed with the address (issue 49).
    const rows = await server.deps.db.select().from(outbox).where(eq(outbox.kind, 'contact-message'));
    expect(rows.filter((row) => row.subject.includes(email) || row.subject.includes(key))).toEqual([]);
  });

  it('limits one sender’s address: past it, 429 with Retry-After, and nothing more is queued', async () => {
    const email = newSender();
    // From anywhere: each from a client of its own (the client's own limit is another test's).
    for (let i = 0; i < limits.contactMessagesPerSender.max; i += 1)
      expect((await send(message(email), { 'x-forwarded-for': `203.0.113.${i + 1}` })).status).toBe(202);
    const refused = await send(message(email), { 'x-forwarded-for': '203.0.113.99' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(messages.tooManyRequests);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(limits.contactMessagesPerSender.windowSeconds);
    const queued = (await server.deps.db.select().from(outbox).where(eq(outbox.kind, 'contact-message'))).filter(
      (row) => (row.payload as { email?: string }).email === email || row.subject.startsWith(email),
    );
    expect(queued.length).toBeLessThanOrEqual(limits.contactMessagesPerSender.max);
  });
});

describe('the contact page’s form without JavaScript', () => {
  it('is answered with a page: sent, or what to fix with a way back', async () => {
    const email = newSender();
    const sent = await postForm(message(email));
    expect(sent.status).toBe(200);
    expect(sent.headers.get('content-type')).toMatch(/^text\/html/);
    const text = await sent.text();
    expect(text).toContain(messages.contactSentTitle);
    expect(text).toContain(messages.contactSent.replace(/'/g, '&#39;').split(':')[0]);
    await smtp.waitFor((m) => m.replyTo?.value[0]?.address === email);

    const invalid = await postForm({ name: 'Ada', email, message: 'short' });
    expect(invalid.status).toBe(400);
    const page = await invalid.text();
    expect(page).toContain(messages.contactMessageTooShort);
    expect(page).toContain('href="/help/contact"');
  });
});

describe('the limit per client address', () => {
  it('refuses the form past it with 429 and Retry-After, as a page too', async () => {
    // Every test here comes from 127.0.0.1: count what is left of this address's hour.
    let status = 202;
    let last: Response | undefined;
    for (let i = 0; i <= limits.contactMessagesPerIp.max && status !== 429; i += 1) {
      last = await postForm(message(newSender()));
      status = last.status;
    }
    expect(status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await last!.text()).toContain(messages.contactNotSentTitle);
    const json = await send(message(newSender()));
    expect(json.status).toBe(429);
    expect(Number(json.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
