import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { outbox } from '#server/db/schema.ts';
import { limits } from '#server/rate-limit/rate-limit.ts';
import { startSmtpTestServer, type SmtpTestServer } from '#server/test-support/smtp-test-server.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Issue 49, point 5: the contact form refuses another site's POST, and a sender is counted by
// its client as well as by the address it claims. With a real SMTP server in this process.
let server: TestServer;
let smtp: SmtpTestServer;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  // TRUST_PROXY: each test writes from a client of its own (X-Forwarded-For).
  server = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Sillage <orders@shop.example>', SHOP_EMAIL: 'hello@shop.example', TRUST_PROXY: 'on' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

let count = 0;
const newSender = () => `cross-${Date.now()}-${++count}@example.com`;
const message = (email: string) => ({ name: 'Eve Elsewhere', email, message: 'A message long enough to be sent to the shop.' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the outbox holds from this sender, and what reached the SMTP server. */
async function traceOf(email: string) {
  const rows = (await server.deps.db.select().from(outbox)).filter(
    (row) => (row.payload as { email?: string }).email === email || row.subject.startsWith(email),
  );
  return { rows, mails: smtp.mails.filter((mail) => mail.replyTo?.value[0]?.address === email) };
}

describe('POST /api/contact from another site (issue 49)', () => {
  it('refuses a cross-site POST with 403 JSON, and nothing is stored or sent', async () => {
    const client = { 'x-forwarded-for': '198.51.100.1' };
    const json = message(newSender());
    const byFetchMetadata = await server.call('POST', '/api/contact', {
      body: json,
      headers: { ...client, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(byFetchMetadata.status).toBe(403);
    expect(byFetchMetadata.headers.get('content-type')).toMatch(/^application\/json/);
    expect(byFetchMetadata.body).toMatchObject({ message: messages.contactCrossSite });
    // A sibling subdomain is not the shop either.
    expect((await server.call('POST', '/api/contact', { body: json, headers: { ...client, 'sec-fetch-site': 'same-site' } })).status).toBe(403);

    // An older browser's form post says only where it comes from.
    const form = message(newSender());
    const byOrigin = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { ...client, 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams(form).toString(),
    });
    expect(byOrigin.status).toBe(403);
    expect(await byOrigin.json()).toMatchObject({ message: messages.contactCrossSite });
    expect((await server.call('POST', '/api/contact', { body: form, headers: { ...client, origin: 'null' } })).status).toBe(403);

    await sleep(300);
    for (const email of [json.email, form.email]) {
      const { rows, mails } = await traceOf(email);
      expect(rows).toEqual([]);
      expect(mails).toEqual([]);
    }
  });

  it('still takes the shop’s own page (same origin) and a client without a browser’s headers (curl)', async () => {
    const client = { 'x-forwarded-for': '198.51.100.2' };
    const ownPage = message(newSender());
    const fromPage = await server.call('POST', '/api/contact', { body: ownPage, headers: { ...client, 'sec-fetch-site': 'same-origin', origin: server.url } });
    expect(fromPage.status).toBe(202);
    const olderBrowser = message(newSender());
    expect((await server.call('POST', '/api/contact', { body: olderBrowser, headers: { ...client, origin: server.url } })).status).toBe(202);
    const curl = message(newSender());
    expect((await server.call('POST', '/api/contact', { body: curl, headers: client })).status).toBe(202);
    for (const { email } of [ownPage, olderBrowser, curl]) await smtp.waitFor((mail) => mail.replyTo?.value[0]?.address === email);
  });
});

describe('the contact form’s limit on one sender (issue 49)', () => {
  it('counts the client as well as the address it claims: a new address each time is still one sender', async () => {
    const client = { 'x-forwarded-for': '198.51.100.3' };
    const max = limits.contactMessagesPerSender.max;
    for (let i = 0; i < max; i += 1) expect((await server.call('POST', '/api/contact', { body: message(newSender()), headers: client })).status).toBe(202);
    const rotated = newSender();
    const refused = await server.call('POST', '/api/contact', { body: message(rotated), headers: client });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await traceOf(rotated)).rows).toEqual([]);
    // Another client is another sender.
    expect((await server.call('POST', '/api/contact', { body: message(newSender()), headers: { 'x-forwarded-for': '198.51.100.4' } })).status).toBe(202);
  });
});
