import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductInput, ProductPage } from '#domain/schemas/product.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Production runs several instances on one PostgreSQL, each with its own catalogue cache. PGlite
// is one process with one connection: there is no second instance to disagree with.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const edit = (product: Product, name: string): ProductInput => {
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
  return { ...(input as ProductInput), name, isPublished: true };
};

/** "Create a Product" (a draft), published as it is: what shoppers' reads then show. */
async function createPublished(server: TestServer, token: string): Promise<{ body: Product }> {
  const created = await server.call<Product>('POST', '/api/products', { token });
  return server.call<Product>('PUT', `/api/products/${created.body.id}`, { token, body: edit(created.body, created.body.name) });
}

/** A plain GET on one instance, without the harness's cache sync. */
async function read<T>(server: TestServer, path: string): Promise<{ body: T; etag: string | null }> {
  const res = await fetch(`${server.url}${path}`);
  return { body: (await res.json()) as T, etag: res.headers.get('etag') };
}

/** Reads until `done` holds or the time is up; returns the last read and how long it took. */
async function readUntil<T>(server: TestServer, path: string, done: (body: T) => boolean, withinMs: number) {
  const started = Date.now();
  let last = await read<T>(server, path);
  while (!done(last.body) && Date.now() - started < withinMs) {
    await new Promise((r) => setTimeout(r, 10));
    last = await read<T>(server, path);
  }
  return { ...last, ms: Date.now() - started };
}

describe.skipIf(!onPostgres)('two instances on one PostgreSQL database (PostgreSQL only: PGlite has one process)', () => {
  let a: TestServer;
  let b: TestServer;
  let c: TestServer;
  let token: string;

  beforeAll(async () => {
    a = await startTestServer();
    // B hears NOTIFY only (no polling), so this proves the notification path; C never listens
    // and has only the periodic version check, as when a notification is lost.
    b = await startTestServer({}, { attachTo: a, catalogueCache: { pollMs: 0 } });
    c = await startTestServer({}, { attachTo: a, catalogueCache: { listen: false, pollMs: 200 } });
    token = (await a.makeUser({ admin: true })).token;
  });
  afterAll(async () => {
    await c?.close();
    await b?.close();
    await a?.close();
  });

  it('an edit through A is on B’s next catalogue read (detail, list, search)', async () => {
    const created = await createPublished(a, token);
    const path = `/api/products/${created.body.id}`;
    // B caches the detail, the first page and a search.
    for (let i = 0; i < 2; i++) {
      await read(b, path);
      await read(b, '/api/products');
      await read(b, '/api/products?keyword=bergamot');
    }
    const before = await read<Product>(b, path);
    expect(before.body.name).toBe('Sample name');

    const put = await a.call<Product>('PUT', path, { token, body: edit(created.body, 'Bergamot Dawn') });
    expect(put.status).toBe(200);

    // The NOTIFY is sent when A's transaction commits, before A answers the PUT; allow for the
    // few milliseconds of delivery to B's listening connection.
    const detail = await readUntil<Product>(b, path, (p) => p.name === 'Bergamot Dawn', 500);
    expect(detail.body.name).toBe('Bergamot Dawn');
    expect(detail.etag).not.toBe(before.etag);
    expect((await read<ProductPage>(b, '/api/products')).body.products.map((p) => p.name)).toContain('Bergamot Dawn');
    expect((await read<ProductPage>(b, '/api/products?keyword=bergamot')).body.total).toBe(1);
  });

  it('an instance that missed the notification catches up by its periodic version check', async () => {
    const created = await createPublished(a, token);
    const path = `/api/products/${created.body.id}`;
    await read(c, path);
    expect((await read<Product>(c, path)).body.name).toBe('Sample name');
    await a.call('PUT', path, { token, body: edit(created.body, 'Late Tonka') });
    const seen = await readUntil<Product>(c, path, (p) => p.name === 'Late Tonka', 2000);
    expect(seen.body.name).toBe('Late Tonka');
    expect(seen.ms).toBeLessThan(1500);
  });

  it('a delete through B is gone from A', async () => {
    const created = await createPublished(a, token);
    const path = `/api/products/${created.body.id}`;
    await read(a, path);
    await read(a, path);
    expect((await b.call('DELETE', path, { token })).status).toBe(200);
    const started = Date.now();
    let status = (await fetch(`${a.url}${path}`)).status;
    while (status !== 404 && Date.now() - started < 500) status = (await fetch(`${a.url}${path}`)).status;
    expect(status).toBe(404);
  });
});
