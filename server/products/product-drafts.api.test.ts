// Issue 27, point 2: a created product is a draft until an admin publishes it. A draft is in no
// shopper's read (list, search, filters, featured, its id, the sitemap, its page) and cannot be
// ordered, reviewed, saved or watched; an admin sees it with `drafts=include`.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import type { Product, ProductInput, ProductPage } from '#domain/schemas/product.ts';
import { outbox, products } from '#server/db/schema.ts';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { pageBuild } from '#server/test-support/page-build.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

let server: TestServer;
type Account = Awaited<ReturnType<TestServer['makeUser']>>;
let admin: Account;
let shopper: Account;

beforeAll(async () => {
  const { distDir, ssrEntry } = pageBuild();
  server = await startTestServer({}, { distDir, ssrEntry });
  admin = await server.makeUser({ admin: true, name: 'Ada Admin' });
  shopper = await server.makeUser({ name: 'Sam Shopper' });
});
afterAll(async () => {
  await server?.close();
});

/** The edit form's body for a product as it is, with `changes`. */
function editOf(product: Product, changes: Partial<ProductInput>): ProductInput {
  const { id: _id, _id: _legacy, rating: _r, numReviews: _n, createdAt: _c, updatedAt: _u, reviews: _rv, ...input } = product;
  return { ...input, ...changes };
}

/** "Create a Product", then the form saved with `changes` (still a draft unless they publish it). */
async function draftNamed(name: string, changes: Partial<ProductInput> = {}): Promise<Product> {
  const created = await server.call<Product>('POST', '/api/products', { token: admin.token });
  expect(created.status).toBe(201);
  expect(created.body.isPublished).toBe(false);
  const saved = await server.call<Product>('PUT', `/api/products/${created.body.id}`, {
    token: admin.token,
    body: editOf(created.body, { name, isFeatured: true, topNotes: ['quince'], vibe: 'Woody', countInStock: 9, price: 30, ...changes }),
  });
  expect(saved.status).toBe(200);
  return saved.body;
}

const publish = (product: Product, isPublished = true) =>
  server.call<Product>('PUT', `/api/products/${product.id}`, { token: admin.token, body: editOf(product, { isPublished }) });

const ids = (page: ProductPage) => page.products.map((p) => p.id);
const publicReads = (product: Product) => ({
  list: async () => ids((await server.call<ProductPage>('GET', '/api/products')).body),
  search: async () => ids((await server.call<ProductPage>('GET', `/api/products?keyword=${encodeURIComponent(product.name)}`)).body),
  byNote: async () => ids((await server.call<ProductPage>('GET', '/api/products?keyword=quince')).body),
  filtered: async () => ids((await server.call<ProductPage>('GET', '/api/products?vibe=Woody')).body),
  featured: async () => (await server.call<Product[]>('GET', '/api/products/featured')).body.map((p) => p.id),
  detail: async () => (await server.call('GET', `/api/products/${product.id}`)).status,
  sitemap: async () => (await (await fetch(`${server.url}/sitemap.xml`)).text()).includes(product.id),
  page: async () => (await fetch(`${server.url}/explore-scents/${product.id}`)).status,
});

describe('a created product is a draft', () => {
  it('is in no public read: list, search, notes, filters, featured, its id, the sitemap, its page', async () => {
    const draft = await draftNamed('Quince Draft');
    expect(draft.isPublished).toBe(false);
    const reads = publicReads(draft);
    expect(await reads.list()).not.toContain(draft.id);
    expect(await reads.search()).toEqual([]);
    expect(await reads.byNote()).toEqual([]);
    expect(await reads.filtered()).not.toContain(draft.id);
    expect(await reads.featured()).not.toContain(draft.id);
    expect(await reads.detail()).toBe(404);
    expect((await server.call('GET', `/api/products/${draft.id}`)).body).toEqual({ message: messages.productNotFound, code: 'productNotFound' });
    expect(await reads.sitemap()).toBe(false);
    expect(await reads.page()).toBe(404);
    // Signed in makes no difference to the shoppers' paths, an admin's token included.
    for (const token of [shopper.token, admin.token]) {
      expect((await server.call('GET', `/api/products/${draft.id}`, { token })).status).toBe(404);
      expect(ids((await server.call<ProductPage>('GET', '/api/products?keyword=quince', { token })).body)).toEqual([]);
    }
  });

  it('is seen by admins only, with drafts=include, never from a shared cache', async () => {
    const draft = await draftNamed('Admin Only Draft');
    const list = await server.call<ProductPage>('GET', '/api/products?drafts=include', { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.headers.get('etag')).toBeNull();
    expect(list.body.products.find((p) => p.id === draft.id)).toMatchObject({ name: 'Admin Only Draft', isPublished: false });
    const publicTotal = (await server.call<ProductPage>('GET', '/api/products')).body.total;
    expect(list.body.total).toBeGreaterThan(publicTotal);

    const detail = await server.call<Product>('GET', `/api/products/${draft.id}?drafts=include`, { token: admin.token });
    expect(detail.status).toBe(200);
    expect(detail.headers.get('cache-control')).toBe('no-store');
    expect(detail.body).toMatchObject({ id: draft.id, isPublished: false, reviews: [] });

    for (const path of ['/api/products?drafts=include', `/api/products/${draft.id}?drafts=include`]) {
      expect((await server.call('GET', path)).status).toBe(401);
      expect((await server.call('GET', path, { token: shopper.token })).body).toEqual({ message: messages.notAdmin, code: 'notAdmin' });
    }
    // Still a draft: the admin's reads left nothing behind for the next shopper.
    expect((await server.call('GET', `/api/products/${draft.id}`)).status).toBe(404);
  });

  it('cannot be ordered, reviewed, saved or watched', async () => {
    const draft = await draftNamed('Unorderable Draft', { countInStock: 5 });
    const order = await server.call('POST', '/api/orders', { token: shopper.token, body: orderBody([{ product: draft.id, qty: 1 }]) });
    expect(order.status).toBe(400);
    expect(order.body).toMatchObject({ message: messages.productIdInvalid, issues: [{ path: 'orderItems.0.product', message: messages.productIdInvalid }] });
    const [row] = await server.deps.db.select({ countInStock: products.countInStock }).from(products).where(eq(products.id, draft.id));
    expect(row?.countInStock).toBe(5);

    const review = await server.call('POST', `/api/products/${draft.id}/reviews`, { token: shopper.token, body: { rating: 5, comment: 'Lovely' } });
    expect(review.status).toBe(404);
    expect((await server.call('PUT', `/api/saved/${draft.id}`, { token: shopper.token })).status).toBe(404);
    const soldOutDraft = await draftNamed('Unwatchable Draft', { countInStock: 0 });
    expect((await server.call('POST', `/api/products/${soldOutDraft.id}/restock-alerts`, { token: shopper.token, body: {} })).status).toBe(404);
    expect((await server.call('POST', `/api/products/${soldOutDraft.id}/restock-alerts`, { body: { email: 'someone@example.com' } })).status).toBe(404);
  });

  it('an edit that leaves Published out keeps it a draft; invalid values are refused', async () => {
    const draft = await draftNamed('Still Draft');
    const { isPublished: _left, ...withoutSwitch } = editOf(draft, { name: 'Still A Draft' });
    const saved = await server.call<Product>('PUT', `/api/products/${draft.id}`, { token: admin.token, body: withoutSwitch });
    expect(saved.body).toMatchObject({ name: 'Still A Draft', isPublished: false });
    const invalid = await server.call('PUT', `/api/products/${draft.id}`, { token: admin.token, body: { ...withoutSwitch, isPublished: 'yes' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.issues).toEqual([{ path: 'isPublished', message: messages.publishedInvalid }]);
  });
});

describe('publishing', () => {
  it('puts the scent in every public read at once (the cached answers move), and taking it back hides it again', async () => {
    const draft = await draftNamed('Quince Dawn', { topNotes: ['medlar'] });
    const reads = publicReads(draft);
    // Warm the caches (a list, a search, featured, the sitemap, a miss on the page) as a draft.
    expect(await reads.list()).not.toContain(draft.id);
    expect(await reads.featured()).not.toContain(draft.id);
    expect(await reads.search()).toEqual([]);

    const published = await publish(draft);
    expect(published.status).toBe(200);
    expect(published.body.isPublished).toBe(true);
    expect(await reads.list()).toContain(draft.id);
    expect(await reads.search()).toEqual([draft.id]);
    expect(await reads.featured()).toContain(draft.id);
    expect(await reads.detail()).toBe(200);
    expect(await reads.sitemap()).toBe(true);
    expect(await reads.page()).toBe(200);
    expect((await server.call('POST', '/api/orders', { token: shopper.token, body: orderBody([{ product: draft.id, qty: 1 }]) })).status).toBe(201);

    // Back to draft: gone again, from the caches too; a shopper's save of it is hidden meanwhile.
    expect((await server.call('PUT', `/api/saved/${draft.id}`, { token: shopper.token })).status).toBe(200);
    await publish(published.body, false);
    expect(await reads.list()).not.toContain(draft.id);
    expect(await reads.search()).toEqual([]);
    expect(await reads.featured()).not.toContain(draft.id);
    expect(await reads.detail()).toBe(404);
    expect(await reads.sitemap()).toBe(false);
    expect(await reads.page()).toBe(404);
    const saved = await server.call<{ saved: Array<{ productId: string }> }>('GET', '/api/saved', { token: shopper.token });
    expect(saved.body.saved.map((s) => s.productId)).not.toContain(draft.id);
  });

  it('tells a scent’s restock alerts when it is published in stock, not while it is a draft', async () => {
    const scent = await draftNamed('Alerted Fig', { countInStock: 0, isPublished: true });
    expect((await server.call('POST', `/api/products/${scent.id}/restock-alerts`, { token: shopper.token, body: {} })).status).toBe(201);
    const queued = async () =>
      (
        await server.deps.db
          .select({ id: outbox.id })
          .from(outbox)
          .where(and(eq(outbox.kind, 'restock'), eq(outbox.recipient, shopper.email)))
      ).length;

    const hidden = await publish(scent, false);
    const stocked = await server.call<Product>('PUT', `/api/products/${scent.id}`, { token: admin.token, body: editOf(hidden.body, { countInStock: 4 }) });
    expect(stocked.body).toMatchObject({ isPublished: false, countInStock: 4 });
    expect(await queued()).toBe(0);

    await publish(stocked.body);
    expect(await queued()).toBe(1);
  });
});
