import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as en from '#domain/i18n/compiled/en/index.js';
import * as fr from '#domain/i18n/compiled/fr/index.js';
import { messages } from '#domain/messages.ts';
import { outbox, products, restockAlerts } from '#server/db/schema.ts';
import { limits } from '#server/rate-limit/rate-limit.ts';
import { insertProduct, type ProductRow } from '#server/test-support/product-fixtures.ts';
import { linkIn, recipientsOf, startSmtpTestServer, type SmtpTestServer } from '#server/test-support/smtp-test-server.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Issue 23, point 1: "Notify me" on a sold-out scent, by mail, with a real SMTP server here.
let server: TestServer;
let smtp: SmtpTestServer;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  // Behind a proxy, so a test can ask from many clients (X-Forwarded-For); without the header, the peer.
  server = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Sillage <orders@shop.example>', TRUST_PROXY: 'on' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const soldOut = (name = `Iris ${Math.random().toString(36).slice(2, 8)}`) => insertProduct(server.deps.db, { name, countInStock: 0 });
const ask = (productId: string, body: unknown, token?: string) => server.call('POST', `/api/products/${productId}/restock-alerts`, { body, token });
const address = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
const setStock = (product: ProductRow, count: number) => server.deps.db.update(products).set({ countInStock: count }).where(eq(products.id, product.id));
const mailsTo = (email: string, subject: string) => smtp.to(email).filter((mail) => mail.subject === subject);
const backSubject = (product: ProductRow) => `${product.name} is back at Sillage`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CONFIRM_SUBJECT = 'Confirm your Sillage restock alert';

async function confirmLink(email: string): Promise<string> {
  const [mail] = await smtp.waitFor((m) => m.subject === 'Confirm your Sillage restock alert' && recipientsOf(m).includes(email));
  const link = linkIn(mail!, '/restock-alerts/confirm/');
  expect(link).toBeDefined();
  return link!;
}

const tokenOf = (link: string) => link.split('/restock-alerts/confirm/')[1]!;
/** A header as sent (mailparser parses List-* headers into objects). */
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.slice(name.length + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();

describe('"Notify me" signed out: double opt-in (issue 23)', () => {
  it('confirms through the JSON answer in the request’s language (issue 49: said by key, not translated)', async () => {
    const product = await soldOut();
    const email = address('confirms-in-french');
    expect((await ask(product.id, { email })).status).toBe(202);
    const token = tokenOf(await confirmLink(email));
    const confirmed = await server.call('POST', '/api/restock-alerts/confirm', { body: { token }, headers: { 'accept-language': 'fr-CA' } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(fr.restock_confirmed({ name: product.name }));
    const again = await server.call('POST', '/api/restock-alerts/confirm', { body: { token: 'x'.repeat(43) }, headers: { 'accept-language': 'fr-CA' } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: fr.restock_link_invalid(), code: 'restockLinkInvalid' });
  });

  it('answers 202, mails a link whose page must be pressed, and writes once when the scent is back', async () => {
    const product = await soldOut();
    const email = address('shopper');
    const res = await ask(product.id, { email: email.toUpperCase() });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: messages.restockCheckInbox });

    const link = await confirmLink(email);
    expect(link.startsWith(`${server.url}/restock-alerts/confirm/`)).toBe(true);
    // Only the token's hash is kept.
    const [row] = await server.deps.db.select().from(restockAlerts).where(eq(restockAlerts.email, email));
    expect(row?.tokenHash).not.toBe(tokenOf(link));
    expect(row?.confirmedAt).toBeNull();

    // A mail scanner opening the link confirms nothing: back in stock now, no mail.
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain(messages.restockConfirmIntro(product.name));
    expect(html).toContain('<form method="post" action="/api/restock-alerts/confirm">');
    const [opened] = await server.deps.db.select().from(restockAlerts).where(eq(restockAlerts.email, email));
    expect(opened?.confirmedAt).toBeNull();
    await setStock(product, 4);
    await sleep(600);
    expect(mailsTo(email, backSubject(product))).toHaveLength(0);
    await setStock(product, 0);

    // The page's button: a form post of the token, answered with a page.
    const pressed = () =>
      fetch(`${server.url}/api/restock-alerts/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: tokenOf(link) }).toString(),
      });
    const confirmed = await pressed();
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(messages.restockConfirmed(product.name));
    // Pressed or opened again while the alert waits: it is on, said so, nothing refused (issue 53).
    const again = await pressed();
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(messages.restockAlreadyOn(product.name));
    const reopened = await fetch(link);
    expect(reopened.status).toBe(200);
    expect(await reopened.text()).toContain(messages.restockAlreadyOn(product.name));
    const asked = await server.call('POST', '/api/restock-alerts/confirm', { body: { token: tokenOf(link) } });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(messages.restockAlreadyOn(product.name));
    expect(await server.deps.db.select().from(restockAlerts).where(eq(restockAlerts.email, email))).toHaveLength(1);

    await setStock(product, 3);
    const [back] = await smtp.waitFor((m) => m.subject === backSubject(product) && recipientsOf(m).includes(email));
    expect(back!.text).toContain(`${server.url}/explore-scents/${product.id}`);
    expect(header(back!, 'List-Unsubscribe')).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/restock-alerts\/unsubscribe\?email=[^>]+&sig=[A-Za-z0-9_-]{43}>$/);
    expect(header(back!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Once: sold out and back again sends nothing more.
    await setStock(product, 0);
    await setStock(product, 2);
    await sleep(600);
    expect(mailsTo(email, backSubject(product))).toHaveLength(1);
    // Spent: its link says it no longer works, and sets nothing again.
    const spent = await fetch(link);
    expect(spent.status).toBe(400);
    expect(await spent.text()).toContain(messages.restockLinkInvalid);
    expect((await server.call('POST', '/api/restock-alerts/confirm', { body: { token: tokenOf(link) } })).status).toBe(400);
  });

  it('sends no second confirmation while the first link works (however the address is spelt), a fresh one once it expired, and none once confirmed', async () => {
    const product = await soldOut();
    const email = address('twice');
    const tagged = email.replace('@', '+again@');
    await ask(product.id, { email });
    const first = await confirmLink(email);
    // Issue 49: one pending confirmation per scent and mailbox.
    expect((await ask(product.id, { email })).status).toBe(202);
    expect((await ask(product.id, { email: tagged.toUpperCase() })).status).toBe(202);
    await sleep(600);
    expect(mailsTo(email, CONFIRM_SUBJECT)).toHaveLength(1);
    expect(mailsTo(tagged, CONFIRM_SUBJECT)).toHaveLength(0);

    // Past its lifetime the link is dead: asking again replaces it.
    await server.deps.db
      .update(restockAlerts)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(restockAlerts.email, email));
    expect((await ask(product.id, { email })).status).toBe(202);
    const [, second] = await smtp.waitFor((m) => m.subject === CONFIRM_SUBJECT && recipientsOf(m).includes(email), { count: 2 });
    const secondLink = linkIn(second!, '/restock-alerts/confirm/')!;
    expect(secondLink).not.toBe(first);
    expect((await server.call('POST', '/api/restock-alerts/confirm', { body: { token: tokenOf(first) } })).status).toBe(400);
    expect((await server.call('POST', '/api/restock-alerts/confirm', { body: { token: tokenOf(secondLink) } })).status).toBe(200);
    expect((await ask(product.id, { email })).status).toBe(202);
    await sleep(600);
    expect(mailsTo(email, CONFIRM_SUBJECT)).toHaveLength(2);
  });

  it('answers 202 to the same address asking twice at once, and keeps one alert', async () => {
    const product = await soldOut();
    const email = address('double-tap');
    const answers = await Promise.all([0, 1, 2].map(() => ask(product.id, { email })));
    expect(answers.map((res) => res.status)).toEqual([202, 202, 202]);
    const rows = await server.deps.db
      .select()
      .from(restockAlerts)
      .where(and(eq(restockAlerts.email, email), isNull(restockAlerts.endedAt)));
    expect(rows).toHaveLength(1);
  });

  it('says so when the scent came back before the link was used', async () => {
    const product = await soldOut();
    const email = address('late');
    await ask(product.id, { email });
    const link = await confirmLink(email);
    await setStock(product, 6);
    const res = await server.call('POST', '/api/restock-alerts/confirm', { body: { token: tokenOf(link) } });
    expect(res.body).toMatchObject({ inStock: true, message: messages.restockNotSoldOut });
    const [row] = await server.deps.db.select().from(restockAlerts).where(eq(restockAlerts.email, email));
    expect(row?.endedAt).not.toBeNull();
  });

  it('limits the asks for one mailbox in a day, with Retry-After', async () => {
    const product = await soldOut();
    const email = address('flood');
    for (let i = 0; i < limits.restockConfirmationsPerMailbox.max; i += 1)
      expect((await ask(product.id, { email: email.replace('@', `+${i}@`) })).status).toBe(202);
    const refused = await ask(product.id, { email });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(24 * 60 * 60);
  });

  it('refuses bad input with a 4xx and keeps nothing', async () => {
    const product = await soldOut();
    const inStock = await insertProduct(server.deps.db, { countInStock: 8 });
    const before = (await server.deps.db.select().from(restockAlerts)).length;
    expect((await ask(product.id, {})).status).toBe(400);
    expect((await ask(product.id, { email: 'not-an-address' })).status).toBe(400);
    expect((await ask('not-a-uuid', { email: address('x') })).status).toBe(400);
    expect((await ask('00000000-0000-4000-8000-000000000000', { email: address('x') })).status).toBe(404);
    const available = await ask(inStock.id, { email: address('x') });
    expect(available.status).toBe(409);
    expect(available.body.message).toBe(messages.restockNotSoldOut);
    expect((await ask(product.id, { email: address('x') }, 'not-a-token')).status).toBe(401);
    for (const token of ['', 'short', 'x'.repeat(43) + '!', 42]) {
      expect((await server.call('POST', '/api/restock-alerts/confirm', { body: { token } })).status).toBe(400);
    }
    expect((await server.deps.db.select().from(restockAlerts)).length).toBe(before);
  });
});

// Issue 49, point 3: the form must not be a way to fill someone else's inbox.
describe('"Notify me" cannot be aimed at a third party\'s mailbox (issue 49)', () => {
  let client = 0;
  /** Each ask from a client of its own, so that only the mailbox's limits stand in the way. */
  const askFromNewClient = (productId: string, email: string) => {
    client += 1;
    return server.call('POST', `/api/products/${productId}/restock-alerts`, {
      body: { email },
      headers: { 'x-forwarded-for': `198.18.${client >> 8}.${client & 255}` },
    });
  };
  const victim = () => `victim${Math.random().toString(36).slice(2, 8)}`;
  const soldOutShelf = (count: number) => Promise.all(Array.from({ length: count }, () => soldOut()));

  /** Asks for each address (on its scent), then the confirmations the mail server received for any of them. */
  async function confirmationsFor(asks: Array<{ productId: string; email: string }>) {
    const statuses = [];
    for (const { productId, email } of asks) statuses.push((await askFromNewClient(productId, email)).status);
    expect(statuses.filter((status) => status !== 202 && status !== 429)).toEqual([]);
    const addresses = asks.map(({ email }) => email.toLowerCase());
    const queued = await server.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'restock-confirm'), inArray(outbox.recipient, addresses)));
    const ours = (mail: ParsedMail) => mail.subject === CONFIRM_SUBJECT && recipientsOf(mail).some((to) => to !== undefined && addresses.includes(to));
    await smtp.waitFor(ours, { count: queued.length });
    await sleep(600);
    return smtp.mails.filter(ours);
  }

  it('40 plus-tagged spellings of one Gmail address on one scent: one confirmation', async () => {
    const product = await soldOut();
    const name = victim();
    const mails = await confirmationsFor(Array.from({ length: 40 }, (_, i) => ({ productId: product.id, email: `${name}+${i + 1}@gmail.com` })));
    expect(mails).toHaveLength(1);
  });

  it('40 plus-tagged spellings on 40 scents: at most the daily cap', async () => {
    const shelf = await soldOutShelf(40);
    const name = victim();
    const mails = await confirmationsFor(shelf.map((product, i) => ({ productId: product.id, email: `${name}+${i + 1}@gmail.com` })));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.length).toBeLessThanOrEqual(limits.restockConfirmationsPerMailbox.max);
  });

  it("Gmail's dots, case and googlemail.com on 40 scents: at most the daily cap", async () => {
    const shelf = await soldOutShelf(40);
    const name = victim();
    // Dots after a subset of the name's letters: 40 different ways to write one Gmail address.
    const dotted = (n: number) => [...name].map((letter, i) => (i < name.length - 1 && (n >> i) & 1 ? `${letter}.` : letter)).join('');
    const asks = shelf.map((product, i) => ({
      productId: product.id,
      email: `${i % 3 === 0 ? dotted(i + 1).toUpperCase() : dotted(i + 1)}@${i % 2 ? 'googlemail.com' : 'gmail.com'}`,
    }));
    expect(new Set(asks.map(({ email }) => email)).size).toBe(40);
    const mails = await confirmationsFor(asks);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.length).toBeLessThanOrEqual(limits.restockConfirmationsPerMailbox.max);
  });

  it('the confirmation says which page it was asked on and that ignoring it is enough, in the language of that page', async () => {
    const product = await soldOut('Iris Nocturne');
    const email = address('who-asked');
    await ask(product.id, { email });
    const [mail] = await smtp.waitFor((m) => m.subject === CONFIRM_SUBJECT && recipientsOf(m).includes(email));
    const page = `${server.url}/explore-scents/${product.id}`;
    expect(mail!.text).toContain(`This was asked on Sillage’s page for Iris Nocturne: ${page}`);
    expect(mail!.text).toContain(en.mail_restock_confirm_note());
    expect(en.mail_restock_confirm_note()).toContain('ignoring this mail is enough');
    expect(mail!.html).toContain(page);

    const french = address('qui-demande');
    await server.call('POST', `/api/products/${product.id}/restock-alerts`, { body: { email: french }, headers: { 'accept-language': 'fr-CA,fr;q=0.9' } });
    const [lettre] = await smtp.waitFor((m) => recipientsOf(m).includes(french));
    expect(lettre!.text).toContain(`La demande a été faite chez Sillage, sur la page du parfum Iris Nocturne : ${server.url}/fr/explore-scents/${product.id}`);
    expect(lettre!.text).toContain(fr.mail_restock_confirm_note());
    expect(fr.mail_restock_confirm_note()).toContain('il suffit d’ignorer ce courriel');
  });
});

describe('"Notify me" signed in (issue 23)', () => {
  it('is one tap: 201, then 200, listed, ended by DELETE, and mailed to the account once the scent is back', async () => {
    const user = await server.makeUser();
    const product = await soldOut();
    const first = await ask(product.id, {}, user.token);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ productId: product.id, alert: true, message: messages.restockAlertOn });
    expect((await ask(product.id, {}, user.token)).status).toBe(200);
    const listed = await server.call('GET', '/api/restock-alerts', { token: user.token });
    expect(listed.body).toEqual([{ productId: product.id, name: product.name, image: product.image, createdAt: expect.any(String) }]);

    const ended = await server.call('DELETE', `/api/products/${product.id}/restock-alerts`, { token: user.token });
    expect(ended.status).toBe(200);
    expect((await server.call('GET', '/api/restock-alerts', { token: user.token })).body).toEqual([]);
    expect((await ask(product.id, {}, user.token)).status).toBe(201);

    await setStock(product, 5);
    await smtp.waitFor((m) => m.subject === backSubject(product) && recipientsOf(m).includes(user.email));
    expect((await server.call('GET', '/api/restock-alerts', { token: user.token })).body).toEqual([]);
    expect((await server.call('GET', '/api/restock-alerts')).status).toBe(401);
  });

  it('queues the alerts of a scent oldest first, whoever set them', async () => {
    const product = await soldOut();
    const users = [await server.makeUser(), await server.makeUser(), await server.makeUser()];
    for (const user of users) {
      expect((await ask(product.id, {}, user.token)).status).toBe(201);
      await sleep(5);
    }
    await setStock(product, 9);
    const rows = await server.deps.db.select().from(outbox).where(eq(outbox.kind, 'restock'));
    // The dispatcher moves due_at as it claims: the rank the trigger gave each says the order.
    const rankOf = (row: (typeof rows)[number]) => Number((row.payload as { rank?: string }).rank);
    const ours = rows.filter((row) => (row.payload as { productId?: string }).productId === product.id).sort((a, b) => rankOf(a) - rankOf(b));
    expect(ours.map((row) => row.recipient)).toEqual(users.map((user) => user.email));
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it("ends every alert of the address from the header's URL, and refuses a forged one", async () => {
    const [a, b] = [await soldOut(), await soldOut()];
    const user = await server.makeUser();
    await ask(a.id, {}, user.token);
    await ask(b.id, {}, user.token);
    await setStock(a, 1);
    const [mail] = await smtp.waitFor((m) => m.subject === backSubject(a) && recipientsOf(m).includes(user.email));
    const url = /^<(.+)>$/.exec(header(mail!, 'List-Unsubscribe') ?? '')![1]!;

    const forged = url.replace(/sig=[^&]+/, `sig=${'A'.repeat(43)}`);
    const refused = await fetch(forged, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(refused.status).toBe(400);
    const open = () =>
      server.deps.db
        .select()
        .from(restockAlerts)
        .where(and(eq(restockAlerts.userId, user.id), isNull(restockAlerts.endedAt)));
    expect(await open()).toHaveLength(1);

    const res = await fetch(url, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(200);
    expect(await open()).toHaveLength(0);
    await setStock(b, 2);
    await sleep(600);
    expect(mailsTo(user.email, backSubject(b))).toHaveLength(0);
  });

  it("the mail's own link opens a page that asks first, and works without JavaScript", async () => {
    const product = await soldOut();
    const email = address('page');
    await ask(product.id, { email });
    await server.call('POST', '/api/restock-alerts/confirm', { body: { token: tokenOf(await confirmLink(email)) } });
    await setStock(product, 1);
    const [mail] = await smtp.waitFor((m) => m.subject === backSubject(product) && recipientsOf(m).includes(email));
    const page = linkIn(mail!, '/restock-alerts/unsubscribe?')!;
    expect(page).toBeDefined();
    const open = () =>
      server.deps.db
        .select()
        .from(restockAlerts)
        .where(and(eq(restockAlerts.email, email), isNull(restockAlerts.endedAt)));
    const other = await soldOut();
    await ask(other.id, { email });
    const confirmations = await smtp.waitFor((m) => m.subject === 'Confirm your Sillage restock alert' && recipientsOf(m).includes(email), { count: 2 });
    await server.call('POST', '/api/restock-alerts/confirm', { body: { token: tokenOf(linkIn(confirmations[1]!, '/restock-alerts/confirm/')!) } });
    expect(await open()).toHaveLength(1);

    const shown = await fetch(page);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain(messages.restockUnsubscribeIntro(email));
    expect(html).toContain('<form method="post">');
    expect(await open()).toHaveLength(1);

    const forged = await fetch(page.replace(/sig=[^&]+/, `sig=${'B'.repeat(43)}`), { method: 'POST' });
    expect(forged.status).toBe(400);
    expect(await open()).toHaveLength(1);
    const done = await fetch(page, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(messages.restockUnsubscribed);
    expect(await open()).toHaveLength(0);
  });
});
