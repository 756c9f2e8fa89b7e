import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { restockAlerts } from '#server/db/schema.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startTestServer, TEST_JWT_SECRET, type TestServer } from '#server/test-support/test-server.ts';
import { derivedKey } from '#server/config/derived-keys.ts';
import { OLD_FORM_LINKS_WORK_UNTIL, UNSUBSCRIBE_LINK_DAYS, unsubscribePageUrl, unsubscribeUrl } from './unsubscribe-link.ts';

// Issue 49, point 5: a mailed link works for a while, not for ever, and only under its own key.
let server: TestServer;
const secret = new TextEncoder().encode(TEST_JWT_SECRET);
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const suffix = () => randomBytes(4).toString('hex');
const oneClick = (url: string) =>
  fetch(url, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });

/** An address with a live alert on a sold-out scent. */
async function watching() {
  const email = `watcher-${suffix()}@example.com`;
  const product = await insertProduct(server.deps.db, { name: `Vetiver ${suffix()}`, countInStock: 0 });
  await server.deps.db.insert(restockAlerts).values({ productId: product.id, email, confirmedAt: new Date() });
  const open = async () =>
    (
      await server.deps.db
        .select()
        .from(restockAlerts)
        .where(and(eq(restockAlerts.email, email), isNull(restockAlerts.endedAt)))
    ).length;
  return { email, open };
}

describe('an unsubscribe link (issue 49)', () => {
  it('is refused once its days are over, with a page that says so, and ends nothing', async () => {
    const { email, open } = await watching();
    const mailedLongAgo = Date.now() - (UNSUBSCRIBE_LINK_DAYS + 1) * DAY_MS;
    const expired = unsubscribeUrl(secret, server.url, email, mailedLongAgo);
    const refused = await oneClick(expired);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: messages.restockUnsubscribeExpired(UNSUBSCRIBE_LINK_DAYS) });

    const page = unsubscribePageUrl(secret, server.url, email, mailedLongAgo);
    const shown = await fetch(page);
    expect(shown.status).toBe(400);
    expect(await shown.text()).toContain(messages.restockUnsubscribeExpired(UNSUBSCRIBE_LINK_DAYS));
    expect((await fetch(page, { method: 'POST' })).status).toBe(400);
    expect(await open()).toBe(1);

    // Its day moved by hand: the signature covers it.
    const later = Math.floor(Date.now() / 1000) + 3600;
    const stretched = expired.replace(/until=\d+/, `until=${later}`);
    expect((await oneClick(stretched)).status).toBe(400);
    expect(await open()).toBe(1);

    // A link mailed within its days still works.
    const recent = unsubscribeUrl(secret, server.url, email, Date.now() - (UNSUBSCRIBE_LINK_DAYS - 1) * DAY_MS);
    expect((await oneClick(recent)).status).toBe(200);
    expect(await open()).toBe(0);
  });

  it('signed with JWT_SECRET itself: works in the old form (no day) during the grace, never in the new form', async () => {
    const { email, open } = await watching();
    const raw = (message: string) => createHmac('sha256', secret).update(message).digest('base64url');
    // The new form (with its day) signed with the raw secret: forged, whatever the date.
    const until = Math.floor(Date.now() / 1000) + 3600;
    const withDay = new URLSearchParams({ email, until: String(until), sig: raw(`sillage-restock-unsubscribe:${email}:${until}`) });
    const forged = await oneClick(`${server.url}/api/restock-alerts/unsubscribe?${withDay.toString()}`);
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ message: messages.restockLinkInvalid });
    expect(await open()).toBe(1);
    // Nor an old-form link signed with another key (the links' own): only the raw secret made those.
    const otherKey = new URLSearchParams({
      email,
      sig: createHmac('sha256', derivedKey(secret, 'unsubscribeLink')).update(`sillage-restock-unsubscribe:${email}`).digest('base64url'),
    });
    expect((await oneClick(`${server.url}/api/restock-alerts/unsubscribe?${otherKey.toString()}`)).status).toBe(400);
    expect(await open()).toBe(1);

    // A link as mailed before links had a day: its page, then RFC 8058's one-click, work during the
    // grace (past it, expired: unsubscribe-link.unit.test.ts, with the clock moved).
    const before = new URLSearchParams({ email, sig: raw(`sillage-restock-unsubscribe:${email}`) }).toString();
    const inGrace = Date.now() < OLD_FORM_LINKS_WORK_UNTIL;
    expect((await fetch(`${server.url}/restock-alerts/unsubscribe?${before}`)).status).toBe(inGrace ? 200 : 400);
    const res = await oneClick(`${server.url}/api/restock-alerts/unsubscribe?${before}`);
    expect(res.status).toBe(inGrace ? 200 : 400);
    expect(await open()).toBe(inGrace ? 0 : 1);
  });
});

describe('a confirmation link', () => {
  it('is refused once a week has passed, on its page and by the API', async () => {
    const product = await insertProduct(server.deps.db, { name: `Tonka ${suffix()}`, countInStock: 0 });
    const token = randomBytes(32).toString('base64url');
    const email = `late-${suffix()}@example.com`;
    await server.deps.db
      .insert(restockAlerts)
      .values({ productId: product.id, email, tokenHash: createHash('sha256').update(token).digest('hex'), createdAt: sql`now() - interval '8 days'` });
    const page = await fetch(`${server.url}/restock-alerts/confirm/${token}`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(messages.restockLinkInvalid);
    const res = await server.call('POST', '/api/restock-alerts/confirm', { body: { token } });
    expect(res.status).toBe(400);
    const [alert] = await server.deps.db.select().from(restockAlerts).where(eq(restockAlerts.email, email));
    expect(alert?.confirmedAt).toBeNull();
  });
});
