import { describe, expect, it } from 'vitest';
import { chooseCoding } from '#server/http/content-coding.ts';
import { createCatalogueStore, RawBody } from './catalogue-cache.ts';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('catalogue store', () => {
  it('builds once for concurrent misses and answers every later request for the key from memory', async () => {
    const store = createCatalogueStore(async () => 0);
    let builds = 0;
    const gate = deferred<unknown>();
    const build = () => {
      builds += 1;
      return gate.promise;
    };
    const a = store.load('list:1', build);
    const b = store.load('list:1', build);
    gate.resolve({ page: 1 });
    const [ea, eb] = await Promise.all([a, b]);
    expect(builds).toBe(1);
    expect(ea).toBe(eb);
    expect(JSON.parse(ea.body.toString())).toEqual({ page: 1 });
    expect(await store.load('list:1', build)).toBe(ea);
    expect(builds).toBe(1);
  });

  it('does not keep what a build read before an invalidation that happened while it ran', async () => {
    const store = createCatalogueStore(async () => 0);
    const gate = deferred<unknown>();
    const stale = store.load('featured', () => gate.promise);
    store.invalidate();
    gate.resolve(['old']);
    await stale;
    expect(store.has('featured')).toBe(false);
    const fresh = await store.load('featured', async () => ['new']);
    expect(JSON.parse(fresh.body.toString())).toEqual(['new']);
  });

  it('gives equal content the same strong ETag and other content another', async () => {
    const store = createCatalogueStore(async () => 0);
    const one = await store.load('a', async () => ({ x: 1 }));
    store.invalidate();
    const again = await store.load('a', async () => ({ x: 1 }));
    const other = await store.load('b', async () => ({ x: 2 }));
    expect(again.etag).toBe(one.etag);
    expect(other.etag).not.toBe(one.etag);
    expect(one.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });

  it('keeps at most the configured number of entries, oldest out first', async () => {
    const store = createCatalogueStore(async () => 0, { maxEntries: 2 });
    for (const k of ['1', '2', '3']) await store.load(k, async () => k);
    expect(store.has('1')).toBe(false);
    expect(store.has('3')).toBe(true);
    const none = createCatalogueStore(async () => 0, { maxEntries: 0 });
    await none.load('x', async () => 'x');
    expect(none.has('x')).toBe(false);
  });

  it('bounds rendered pages apart from API answers: many pages never push an answer out', async () => {
    const store = createCatalogueStore(async () => 0, { maxEntries: 10, maxPages: 2 });
    await store.load('/api/products', async () => ({ products: [] }));
    for (const n of [1, 2, 3])
      await store.load(`page:http://shop/explore-scents/search/k${n}`, async () => new RawBody(Buffer.from(`<p>${n}</p>`), 'text/html'));
    expect(store.has('page:http://shop/explore-scents/search/k1')).toBe(false);
    expect(store.has('page:http://shop/explore-scents/search/k3')).toBe(true);
    expect(store.has('/api/products')).toBe(true);
  });

  it('keeps what is read: a hit makes an entry the most recently used (issue 25)', async () => {
    const store = createCatalogueStore(async () => 0, { maxEntries: 10, maxPages: 2 });
    const page = (n: number) => new RawBody(Buffer.from(`<p>${n}</p>`), 'text/html');
    await store.load('page:http://shop/a', async () => page(1));
    await store.load('page:http://shop/b', async () => page(2));
    // A hit on a, then a third page: b, read least lately, goes.
    await store.load('page:http://shop/a', async () => page(1));
    await store.load('page:http://shop/c', async () => page(3));
    expect(store.has('page:http://shop/a')).toBe(true);
    expect(store.has('page:http://shop/b')).toBe(false);
  });

  it('forgets everything when the database version moves, and only then', async () => {
    let version = 7;
    const store = createCatalogueStore(async () => version);
    await store.sync();
    await store.load('a', async () => 1);
    await store.sync();
    expect(store.has('a')).toBe(true);
    version = 8;
    await store.sync();
    expect(store.has('a')).toBe(false);
    await store.load('a', async () => 2);
    store.observe(8);
    expect(store.has('a')).toBe(true);
    store.observe(9);
    expect(store.has('a')).toBe(false);
  });

  it('does not cache a failed build', async () => {
    const store = createCatalogueStore(async () => 0);
    await expect(store.load('p', async () => Promise.reject(new Error('not found')))).rejects.toThrow('not found');
    expect(store.has('p')).toBe(false);
    expect(JSON.parse((await store.load('p', async () => 'ok')).body.toString())).toBe('ok');
  });
});

describe('Accept-Encoding', () => {
  it('prefers brotli, then gzip, honours q=0 and wildcards, and falls back to identity', () => {
    expect(chooseCoding(undefined)).toBe('identity');
    expect(chooseCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseCoding('gzip')).toBe('gzip');
    expect(chooseCoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseCoding('gzip;q=0')).toBe('identity');
    expect(chooseCoding('*')).toBe('br');
    expect(chooseCoding('*;q=0')).toBe('identity');
    expect(chooseCoding('deflate')).toBe('identity');
    expect(chooseCoding('gzip;q=1, br;q=0.2')).toBe('gzip');
  });
});
