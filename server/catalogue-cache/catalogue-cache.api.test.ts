import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import type { Product, ProductInput, ProductPage } from '#domain/schemas/product.ts';
import { products } from '#server/db/schema.ts';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

let server: TestServer;
let admin: { token: string };
let shopper: { token: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.makeUser({ admin: true });
  shopper = await server.makeUser({ name: 'Cache Shopper' });
});
afterAll(async () => {
  await server?.close();
});

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer };

/** A plain HTTP GET that neither decompresses nor waits for the test harness's cache sync. */
function rawGet(path: string, headers: Record<string, string> = {}, base = server.url): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const json = <T>(raw: Raw) => JSON.parse(raw.bytes.toString('utf8')) as T;

function editOf(product: Product, changes: Partial<ProductInput>): ProductInput {
  const {
    id: _id,
    _id: _legacy,
    rating: _r,
    numReviews: _n,
    createdAt: _c,
    updatedAt: _u,
    reviews: _rv,
    ...input
  } = product as Product & { reviews?: unknown };
  return { ...(input as ProductInput), isPublished: true, ...changes };
}

describe('ETags and 304', () => {
  it('tags list, featured and detail responses and answers a matching If-None-Match with 304', async () => {
    const product = await insertProduct(server.deps.db, { name: 'Tagged Vetiver', isFeatured: true });
    for (const path of ['/api/products', '/api/products/featured', `/api/products/${product.id}`, '/api/products?keyword=tagged']) {
      const first = await rawGet(path);
      expect(first.status).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      // Served from memory the second time: same bytes, same tag, same security headers.
      const second = await rawGet(path);
      expect(second.headers.etag).toBe(etag);
      expect(second.bytes.equals(first.bytes)).toBe(true);
      expect(second.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(second.headers['x-content-type-options']).toBe('nosniff');

      for (const ifNoneMatch of [etag, `W/${etag}`, `"something-else", ${etag}`]) {
        const revalidated = await rawGet(path, { 'if-none-match': ifNoneMatch });
        expect(revalidated.status).toBe(304);
        expect(revalidated.bytes.length).toBe(0);
        expect(revalidated.headers.etag).toBe(etag);
        expect(revalidated.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      }
      const stale = await rawGet(path, { 'if-none-match': '"not-the-current-one"' });
      expect(stale.status).toBe(200);
      expect(stale.bytes.equals(first.bytes)).toBe(true);
    }
  });

  it('gives the same content the same tag however the query is spelled', async () => {
    await insertProduct(server.deps.db, { name: 'Spelling Amber', vibe: 'Oriental', topNotes: ['saffron'] });
    const a = await rawGet('/api/products?keyword=Spelling%20AMBER&vibe=Oriental');
    const b = await rawGet('/api/products?vibe=Oriental&keyword=amber%20spelling&season=');
    expect(json<ProductPage>(a).total).toBe(1);
    expect(b.headers.etag).toBe(a.headers.etag);
  });

  it('never caches an error: an unknown product stays 404 no-store, then exists once created', async () => {
    const missing = await rawGet('/api/products/3f1c5a52-52b3-4b8e-9d5e-0a9d3b1e7c11');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers.etag).toBeUndefined();
    expect((await rawGet('/api/products?vibe=Smoky')).headers.etag).toBeUndefined();
  });
});

describe('invalidation', () => {
  it('shows an admin edit on the next read of detail, list and search, with a new ETag', async () => {
    const draft = await server.call<Product>('POST', '/api/products', { token: admin.token });
    const path = `/api/products/${draft.body.id}`;
    const created = await server.call<Product>('PUT', path, { token: admin.token, body: editOf(draft.body, {}) });
    const before = await rawGet(path);
    const listBefore = await rawGet('/api/products');
    expect(json<Product>(before).name).toBe('Sample name');

    const put = await server.call<Product>('PUT', path, { token: admin.token, body: editOf(created.body, { name: 'Renamed Neroli' }) });
    expect(put.status).toBe(200);

    const after = await rawGet(path, { 'if-none-match': before.headers.etag as string });
    expect(after.status).toBe(200);
    expect(json<Product>(after).name).toBe('Renamed Neroli');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const listAfter = await rawGet('/api/products');
    expect(listAfter.headers.etag).not.toBe(listBefore.headers.etag);
    expect(json<ProductPage>(listAfter).products.map((p) => p.name)).toContain('Renamed Neroli');
    expect(json<ProductPage>(await rawGet('/api/products?keyword=neroli')).total).toBe(1);
  });

  it('shows a new review on the product and its rating in the list', async () => {
    const product = await insertProduct(server.deps.db, { name: 'Reviewed Iris' });
    const path = `/api/products/${product.id}`;
    expect(json<Product & { reviews: unknown[] }>(await rawGet(path)).reviews).toEqual([]);
    await rawGet('/api/products?keyword=iris');
    const posted = await server.call('POST', `${path}/reviews`, { token: shopper.token, body: { rating: 4, comment: 'Powdery' } });
    expect(posted.status).toBe(201);
    const detail = json<Product & { reviews: { comment: string }[] }>(await rawGet(path));
    expect(detail.reviews.map((r) => r.comment)).toEqual(['Powdery']);
    expect(detail).toMatchObject({ rating: 4, numReviews: 1 });
    expect(json<ProductPage>(await rawGet('/api/products?keyword=iris')).products[0]).toMatchObject({ rating: 4, numReviews: 1 });
  });

  it('forgets a deleted product: detail 404, gone from list and featured', async () => {
    const product = await insertProduct(server.deps.db, { name: 'Doomed Fig', isFeatured: true });
    const path = `/api/products/${product.id}`;
    expect((await rawGet(path)).status).toBe(200);
    expect(json<Product[]>(await rawGet('/api/products/featured')).map((p) => p.id)).toContain(product.id);
    const del = await server.call('DELETE', path, { token: admin.token });
    expect(del.status).toBe(200);
    const gone = await rawGet(path);
    expect(gone.status).toBe(404);
    expect(json(gone)).toEqual({ message: messages.productNotFound, code: 'productNotFound' });
    expect(json<Product[]>(await rawGet('/api/products/featured')).map((p) => p.id)).not.toContain(product.id);
    expect(json<ProductPage>(await rawGet('/api/products?keyword=doomed')).total).toBe(0);
  });

  it('shows the stock an order reserved', async () => {
    const product = await insertProduct(server.deps.db, { name: 'Reserved Oud', countInStock: 5 });
    const path = `/api/products/${product.id}`;
    expect(json<Product>(await rawGet(path)).countInStock).toBe(5);
    const order = await server.call('POST', '/api/orders', { token: shopper.token, body: orderBody([{ product: product.id, qty: 2 }]) });
    expect(order.status).toBe(201);
    expect(json<Product>(await rawGet(path)).countInStock).toBe(3);
  });

  it('sees a change made by SQL outside this server (another instance, a script) promptly', async () => {
    const product = await insertProduct(server.deps.db, { name: 'Outside Cedar' });
    const path = `/api/products/${product.id}`;
    await rawGet(path);
    await server.deps.db.update(products).set({ name: 'Changed Elsewhere' }).where(eq(products.id, product.id));
    // PGlite hears its own NOTIFY as the update returns; PostgreSQL delivers it within ms, and the
    // instance re-reads the version every second besides. The bound is for a loaded host (CI runs
    // this beside the budget): without either, the cached name would be served for good.
    const seen = await eventually(async () => json<Product>(await rawGet(path)).name, 'Changed Elsewhere', 10_000);
    expect(seen).toBe('Changed Elsewhere');
  });
});

describe('compression', () => {
  it('sends a large list gzip- or brotli-encoded when the client accepts it, identical once decoded', async () => {
    for (let i = 0; i < 8; i++) await insertProduct(server.deps.db, { name: `Long Story ${i}`, richDescription: 'Notes of rain on stone. '.repeat(20) });
    const plain = await rawGet('/api/products');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(4000);
    expect(plain.headers.vary).toBe('Accept-Encoding');

    const gzip = await rawGet('/api/products', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    expect(gzip.bytes.length).toBeLessThan(plain.bytes.length / 3);
    expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
    expect(gzip.headers.etag).not.toBe(plain.headers.etag);

    const br = await rawGet('/api/products', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);

    // q=0 refuses a coding; the tag of any coding revalidates.
    expect((await rawGet('/api/products', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await rawGet('/api/products', { 'accept-encoding': 'gzip;q=0' })).headers['content-encoding']).toBeUndefined();
    expect((await rawGet('/api/products', { 'if-none-match': gzip.headers.etag as string })).status).toBe(304);
  });

  it('compresses other large JSON answers too (the admin user list)', async () => {
    for (let i = 0; i < 12; i++) await server.makeUser({ name: `Listed Person ${i}` });
    const res = await rawGet('/api/users', { 'auth-token': (admin as { token: string }).token, 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(gunzipSync(res.bytes).toString('utf8')).length).toBeGreaterThan(12);
  });
});

async function eventually<T>(read: () => Promise<T>, expected: T, withinMs: number): Promise<T> {
  const deadline = Date.now() + withinMs;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    value = await read();
  }
  return value;
}
