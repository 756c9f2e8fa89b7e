import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { products, restockAlerts, reviews, savedScents } from '#server/db/schema.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Issue 49, point 5: a scent taken back to draft is given its next name before it is published
// again. That name is the shop's secret until then: no shopper's export, no page a mailed link
// opens, says it.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const suffix = () => randomBytes(4).toString('hex');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A sold-out scent a shopper saved, reviewed and watches, and an address waiting to confirm its alert. */
async function watchedScent() {
  const product = await insertProduct(server.deps.db, { name: `Iris Public ${suffix()}`, countInStock: 0 });
  const shopper = await server.makeUser({ name: 'Sam Shopper' });
  await server.deps.db.insert(savedScents).values({ userId: shopper.id, productId: product.id });
  await server.deps.db.insert(reviews).values({ userId: shopper.id, productId: product.id, name: 'Sam Shopper', rating: 5, comment: 'Lovely' });
  await server.deps.db.insert(restockAlerts).values({ productId: product.id, userId: shopper.id, email: shopper.email, confirmedAt: new Date() });
  const token = randomBytes(32).toString('base64url');
  await server.deps.db.insert(restockAlerts).values({ productId: product.id, email: `waiting-${suffix()}@example.com`, tokenHash: hashOf(token) });
  return { product, shopper, token };
}

/** The admin takes the scent back to draft and gives it the name it will launch under. */
async function draftWithNewName(productId: string): Promise<string> {
  const secret = `Secret Launch ${suffix()}`;
  await server.deps.db.update(products).set({ isPublished: false, name: secret }).where(eq(products.id, productId));
  return secret;
}

describe('a draft’s name is not told to the public (issue 49)', () => {
  it('is not in "Download my data": the scent keeps its id, its name is left out', async () => {
    const { product, shopper } = await watchedScent();
    const before = await server.call('GET', '/api/users/profile/export', { token: shopper.token });
    expect(before.body.savedScents[0].scent).toBe(product.name);

    const secret = await draftWithNewName(product.id);
    const after = await server.call('GET', '/api/users/profile/export', { token: shopper.token });
    expect(after.status).toBe(200);
    expect(JSON.stringify(after.body)).not.toContain(secret);
    for (const list of [after.body.savedScents, after.body.reviews, after.body.restockAlerts]) {
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ productId: product.id, scent: null });
    }
  });

  it('is not on the restock confirmation page, nor in what confirming answers', async () => {
    const { product, token } = await watchedScent();
    const open = await fetch(`${server.url}/restock-alerts/confirm/${token}`);
    expect(await open.text()).toContain(product.name);

    const secret = await draftWithNewName(product.id);
    for (const path of [`/restock-alerts/confirm/${token}`, `/fr/restock-alerts/confirm/${token}`]) {
      const page = await fetch(`${server.url}${path}`);
      expect(page.status).toBe(400);
      expect(await page.text()).not.toContain(secret);
    }
    const json = await server.call('POST', '/api/restock-alerts/confirm', { body: { token } });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe(messages.restockLinkInvalid);
    expect(JSON.stringify(json.body)).not.toContain(secret);
    const form = await fetch(`${server.url}/api/restock-alerts/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(form.status).toBe(400);
    expect(await form.text()).not.toContain(secret);
    // Nothing was confirmed: published again, the same link still works.
    await server.deps.db.update(products).set({ isPublished: true }).where(eq(products.id, product.id));
    expect((await server.call('POST', '/api/restock-alerts/confirm', { body: { token } })).status).toBe(200);
  });
});
