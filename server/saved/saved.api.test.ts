import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import type { Product, ProductPage } from '#domain/schemas/product.ts';
import type { SavedList, SavedMark, UnsavedMark } from '#domain/schemas/saved.ts';
import type { ApiError } from '#domain/schemas/validation.ts';
import { products, savedScents } from '#server/db/schema.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';
import { insertUser, type TestUser } from '#server/test-support/user-fixtures.ts';

// Saved scents in the account (DESIGN §4): what the heart keeps once the shopper is signed in,
// and what the device's saves are merged into at sign-in.

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await insertUser(server, { admin: true });
});
afterAll(() => server?.close());

const shopper = () => insertUser(server);
const scent = async () => (await insertProduct(server.deps.db)).id;
const save = (user: TestUser, id: string, headers?: Record<string, string>) =>
  server.call<SavedMark & ApiError>('PUT', `/api/saved/${id}`, { token: user.token, ...(headers ? { headers } : {}) });
const unsave = (user: TestUser, id: string, headers?: Record<string, string>) =>
  server.call<UnsavedMark & ApiError>('DELETE', `/api/saved/${id}`, { token: user.token, ...(headers ? { headers } : {}) });
const merge = (user: TestUser, body: unknown) => server.call<SavedList & ApiError>('POST', '/api/saved/merge', { token: user.token, body });
async function savedIds(user: TestUser): Promise<string[]> {
  const res = await server.call<SavedList>('GET', '/api/saved', { token: user.token });
  expect(res.status).toBe(200);
  return res.body.saved.map((s) => s.productId);
}
const rowsOf = async (productId: string, userId?: string) =>
  (
    await server.deps.db
      .select({ n: count() })
      .from(savedScents)
      .where(userId ? and(eq(savedScents.productId, productId), eq(savedScents.userId, userId)) : eq(savedScents.productId, productId))
  )[0]!.n;

describe('signed out', () => {
  it('is 401 on every route', async () => {
    const id = await scent();
    const calls = [
      server.call<ApiError>('GET', '/api/saved'),
      server.call<ApiError>('PUT', `/api/saved/${id}`),
      server.call<ApiError>('DELETE', `/api/saved/${id}`),
      server.call<ApiError>('POST', '/api/saved/merge', { body: { productIds: [id] } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: messages.noToken, code: 'noToken' });
    }
    expect(await rowsOf(id)).toBe(0);
  });
});

describe('GET /api/saved', () => {
  it('lists the newest save first, each with its product as the catalogue lists it now', async () => {
    const jane = await shopper();
    expect((await server.call<SavedList>('GET', '/api/saved', { token: jane.token })).body).toEqual({ saved: [] });
    const [first, second, third] = [await scent(), await scent(), await scent()];
    for (const id of [first, second, third]) expect((await save(jane, id)).status).toBe(200);
    expect(await savedIds(jane)).toEqual([third, second, first]);

    // The product as it is now, not as it was when saved.
    await server.deps.db.update(products).set({ priceCents: 3150, countInStock: 2 }).where(eq(products.id, second));
    const [row] = await server.deps.db.select({ name: products.name }).from(products).where(eq(products.id, second));
    const listed = await server.call<ProductPage>('GET', `/api/products?keyword=${encodeURIComponent(row!.name)}`);
    const listItem: Product = listed.body.products[0]!;
    expect(listItem).toMatchObject({ id: second, price: 31.5, countInStock: 2 });
    const res = await server.call<SavedList>('GET', '/api/saved', { token: jane.token });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.saved[1]).toEqual({ productId: second, savedAt: expect.any(String), product: listItem });
  });
});

describe('PUT and DELETE /api/saved/:productId', () => {
  it('saves once: a second save keeps the first moment and one row', async () => {
    const jane = await shopper();
    const id = await scent();
    const first = await save(jane, id);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ productId: id, savedAt: expect.any(String) });
    expect(Number.isNaN(Date.parse(first.body.savedAt))).toBe(false);
    const again = await save(jane, id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await rowsOf(id, jane.id)).toBe(1);
  });

  it('forgets a save, and says the same when there was none', async () => {
    const jane = await shopper();
    const [saved, never] = [await scent(), await scent()];
    await save(jane, saved);
    for (const id of [saved, saved, never]) {
      const res = await unsave(jane, id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ productId: id, saved: false });
    }
    expect(await savedIds(jane)).toEqual([]);
  });

  it('reads an upper-case id as the same product', async () => {
    const jane = await shopper();
    const id = await scent();
    expect((await save(jane, id.toUpperCase())).body.productId).toBe(id);
    expect(await savedIds(jane)).toEqual([id]);
    expect((await unsave(jane, id.toUpperCase())).body).toEqual({ productId: id, saved: false });
  });

  it('is 404 for a product that does not exist, and saves nothing', async () => {
    const jane = await shopper();
    const unknown = randomUUID();
    for (const res of [await save(jane, unknown), await unsave(jane, unknown)]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: messages.productNotFound, code: 'productNotFound' });
    }
    expect(await savedIds(jane)).toEqual([]);
  });

  it('is 400 for an id that is not a product id, never a server error', async () => {
    const jane = await shopper();
    const malformed = [
      'not-a-uuid',
      '123',
      `${randomUUID()}x`,
      '00000000-0000-0000-0000-00000000000g',
      'x'.repeat(500),
      encodeURIComponent("' or 1=1 --"),
      '%E2%9D%A4',
    ];
    for (const id of malformed) {
      for (const res of [await save(jane, id), await unsave(jane, id)]) {
        expect(res.status, id).toBe(400);
        expect(res.body, id).toEqual({ message: messages.productIdMalformed, code: 'productIdMalformed' });
      }
    }
  });

  it('replays the first answer for a used Idempotency-Key, and changes nothing', async () => {
    const jane = await shopper();
    const [id, other] = [await scent(), await scent()];
    const key = { 'idempotency-key': randomUUID() };
    const first = await save(jane, id, key);
    expect(first.status).toBe(200);
    expect((await unsave(jane, id)).status).toBe(200);

    const replayed = await save(jane, id, key);
    expect(replayed.status).toBe(200);
    expect(replayed.body).toEqual(first.body);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(await savedIds(jane)).toEqual([]);

    // The same key for another request is refused rather than answered with the first one.
    expect((await save(jane, other, key)).status).toBe(422);
    expect(await savedIds(jane)).toEqual([]);

    const deleteKey = { 'idempotency-key': randomUUID() };
    await save(jane, other);
    expect((await unsave(jane, other, deleteKey)).body).toEqual({ productId: other, saved: false });
    await save(jane, other);
    const replayedDelete = await unsave(jane, other, deleteKey);
    expect(replayedDelete.headers.get('idempotent-replayed')).toBe('true');
    expect(await savedIds(jane)).toEqual([other]);
  });

  it('makes one row of 50 saves of one scent sent at once, all answered 200 with the same moment', async () => {
    const jane = await shopper();
    const id = await scent();
    // Half carry their own key, so half run inside the idempotency transaction.
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => save(jane, id, i % 2 === 0 ? { 'idempotency-key': randomUUID() } : undefined)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(new Set(answers.map((a) => a.body.savedAt)).size).toBe(1);
    expect(await rowsOf(id)).toBe(1);
  });
});

describe('one account, one list', () => {
  it('never shows or changes one shopper’s saves through another’s account', async () => {
    const [alice, bob] = [await shopper(), await shopper()];
    const [rose, oud, musk] = [await scent(), await scent(), await scent()];
    await save(alice, rose);
    await save(alice, oud);
    expect(await savedIds(bob)).toEqual([]);

    expect((await unsave(bob, rose)).status).toBe(200);
    await save(bob, oud);
    await merge(bob, { productIds: [musk] });
    expect(await savedIds(alice)).toEqual([oud, rose]);
    expect(await savedIds(bob)).toEqual([musk, oud]);

    // Bob's save of oud is his own: removing it leaves Alice's.
    await unsave(bob, oud);
    expect(await savedIds(alice)).toEqual([oud, rose]);
  });
});

describe('POST /api/saved/merge', () => {
  it('adds the device’s saves to the account’s, skipping ids that name no product, and answers with the whole list', async () => {
    const jane = await shopper();
    const [kept, fromDevice, alsoFromDevice] = [await scent(), await scent(), await scent()];
    const keptAt = (await save(jane, kept)).body.savedAt;

    const res = await merge(jane, { productIds: [fromDevice, kept, randomUUID(), 'garbage', '', alsoFromDevice.toUpperCase(), fromDevice] });
    expect(res.status).toBe(200);
    const list = await server.call<SavedList>('GET', '/api/saved', { token: jane.token });
    expect(res.body).toEqual(list.body);
    const ids = res.body.saved.map((s) => s.productId);
    expect(ids).toHaveLength(3);
    expect(new Set(ids)).toEqual(new Set([kept, fromDevice, alsoFromDevice]));
    // What the account had keeps its moment; the merged saves are newer.
    expect(ids.at(-1)).toBe(kept);
    expect(res.body.saved.find((s) => s.productId === kept)!.savedAt).toBe(keptAt);
    expect(res.body.saved[0]!.product.id).toBe(res.body.saved[0]!.productId);
    expect(await rowsOf(fromDevice, jane.id)).toBe(1);
  });

  it('with nothing to add, answers with the list as it is', async () => {
    const jane = await shopper();
    const id = await scent();
    await save(jane, id);
    for (const productIds of [[], [randomUUID(), 'nope']]) {
      const res = await merge(jane, { productIds });
      expect(res.status).toBe(200);
      expect(res.body.saved.map((s) => s.productId)).toEqual([id]);
    }
  });

  it('is 400 for a body that is not a short list of ids, and adds nothing', async () => {
    const jane = await shopper();
    const id = await scent();
    const bodies: Array<[unknown, string]> = [
      [{}, messages.savedIdsInvalid],
      [{ productIds: id }, messages.savedIdsInvalid],
      [{ productIds: [id, 42] }, messages.productIdInvalid],
      [{ productIds: [id, 'x'.repeat(65)] }, messages.productIdInvalid],
      [{ productIds: [id, ...Array.from({ length: 200 }, () => randomUUID())] }, messages.tooManySavedToMerge],
      [null, messages.invalidInput],
    ];
    for (const [body, message] of bodies) {
      const res = await merge(jane, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const broken = await server.call<ApiError>('POST', '/api/saved/merge', {
      token: jane.token,
      raw: '{"productIds": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe(messages.malformedJson);
    expect(await savedIds(jane)).toEqual([]);
  });
});

describe('a product that goes', () => {
  it('leaves every list when an admin deletes it', async () => {
    const [alice, bob] = [await shopper(), await shopper()];
    const [gone, stays] = [await scent(), await scent()];
    await save(alice, gone);
    await save(alice, stays);
    await save(bob, gone);

    const deleted = await server.call('DELETE', `/api/products/${gone}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(await savedIds(alice)).toEqual([stays]);
    expect(await savedIds(bob)).toEqual([]);
    expect(await rowsOf(gone)).toBe(0);
    // Saving it now is a scent that does not exist.
    expect((await save(alice, gone)).status).toBe(404);
  });
});
