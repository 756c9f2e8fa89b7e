import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONCENTRATIONS, GENDERS, OCCASIONS, SEASONS, VIBES } from '#domain/enums.ts';
import type { Product } from '#domain/schemas/product.ts';
import { pictures, products, users } from '#server/db/schema.ts';
import { databasePictureStore } from '#server/pictures/database-picture-store.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';
import { DEMO_ADMIN, DEMO_SHOPPER } from './demo-people.ts';
import { demoProducts } from './demo-products.ts';
import { seedDemoData } from './seed-demo-data.ts';
import { seedImageNames } from './seed-images.ts';

let server: TestServer;
let catalogue: Product[];

beforeAll(async () => {
  server = await startTestServer({}, { seed: true });
  const first = await server.call('GET', '/api/products');
  catalogue = [...first.body.products];
  for (let page = 2; page <= first.body.pages; page++) {
    catalogue.push(...(await server.call('GET', `/api/products?pageNumber=${page}`)).body.products);
  }
}, 120_000);
afterAll(() => server?.close());

describe('demo data on first start', () => {
  it('lists at least 32 scents, every one of them on some page', async () => {
    const first = await server.call('GET', '/api/products');
    expect(first.body.total).toBeGreaterThanOrEqual(32);
    expect(catalogue).toHaveLength(first.body.total);
    expect(new Set(catalogue.map((p) => p.id)).size).toBe(first.body.total);
  });

  it('covers every gender, season, concentration, vibe and occasion', () => {
    for (const [field, values] of [
      ['gender', GENDERS],
      ['season', SEASONS],
      ['concentration', CONCENTRATIONS],
      ['vibe', VIBES],
      ['occasion', OCCASIONS],
    ] as const) {
      const seen = new Set(catalogue.map((p) => p[field]));
      for (const value of values) expect(seen, `${field} ${value}`).toContain(value);
    }
  });

  it('has featured scents, sold-out ones, nearly sold-out ones and sensible prices', async () => {
    const featured = await server.call('GET', '/api/products/featured');
    expect(featured.status).toBe(200);
    expect(featured.body.length).toBeGreaterThanOrEqual(6);
    expect(catalogue.filter((p) => p.isFeatured).length).toBeGreaterThanOrEqual(6);
    expect(catalogue.some((p) => p.countInStock === 0)).toBe(true);
    expect(catalogue.some((p) => p.countInStock >= 1 && p.countInStock <= 4)).toBe(true);
    for (const p of catalogue) {
      expect(p.price).toBeGreaterThanOrEqual(14);
      expect(p.price).toBeLessThanOrEqual(45);
      expect(p.longevity).toBeGreaterThanOrEqual(1);
      expect(p.longevity).toBeLessThanOrEqual(5);
      expect(p.topNotes.length + p.middleNotes.length + p.baseNotes.length).toBeGreaterThan(0);
      expect(p.description).not.toBe('');
    }
  });

  it('finds demo scents by name, brand and note', async () => {
    for (const keyword of ['jardin', 'HALDEN', 'tonka']) {
      const res = await server.call('GET', `/api/products?keyword=${keyword}`);
      expect(res.body.total, keyword).toBeGreaterThan(0);
    }
  });

  it('has reviews whose count and average match the product', async () => {
    const reviewed = catalogue.filter((p) => p.numReviews > 0);
    expect(reviewed.length).toBeGreaterThanOrEqual(5);
    for (const p of catalogue) {
      const detail = await server.call('GET', `/api/products/${p.id}`);
      const stars = (detail.body.reviews as { rating: number }[]).map((r) => r.rating);
      expect(stars.length, p.name).toBe(p.numReviews);
      const average = stars.length ? stars.reduce((a, b) => a + b, 0) / stars.length : 0;
      // The API sends the average rounded to two decimals.
      expect(p.rating, p.name).toBeCloseTo(average, 2);
    }
  });

  it('lets the demo accounts sign in, the admin as an admin', async () => {
    const admin = await server.call('POST', '/api/users/login', { body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
    expect(admin.status).toBe(200);
    expect(admin.body.user.isAdmin).toBe(true);
    const jane = await server.call('POST', '/api/users/login', { body: { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password } });
    expect(jane.status).toBe(200);
    expect(jane.body.user.isAdmin).toBe(false);
  });

  it('gives every scent its own bottle picture and three gallery pictures, served as WebP', async () => {
    const hashes = new Set<string>();
    for (const p of catalogue) {
      expect(p.images, p.name).toHaveLength(3);
      for (const url of [p.image, ...p.images]) {
        expect(url).toMatch(/^\/uploads\/seed-[a-z0-9-]+\.webp$/);
        const res = await fetch(`${server.url}${url}`);
        expect(res.status, url).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/webp');
        hashes.add(
          createHash('sha256')
            .update(Buffer.from(await res.arrayBuffer()))
            .digest('hex'),
        );
      }
    }
    expect(hashes.size).toBe(catalogue.length * 4);
    // In the database, not on this instance's disk.
    expect(await readdir(server.deps.env.dataDir)).toEqual([]);
  });

  it('draws the demo pictures again at start when the store lacks them, under the URLs the products have', async () => {
    // A database seeded while pictures were files on one instance's disk has the rows, not the pictures.
    await server.deps.db.delete(pictures);
    const store = databasePictureStore(server.deps.db);
    await seedDemoData(server.deps.db, store);
    for (const product of demoProducts) {
      for (const name of seedImageNames(product.slug)) {
        const key = await store.keyOfName(name);
        expect(key, name).not.toBeNull();
        expect((await store.get(key!))?.contentType, name).toBe('image/webp');
      }
    }
    for (const p of catalogue) {
      for (const url of [p.image, ...p.images]) {
        const res = await fetch(`${server.url}${url}`);
        await res.arrayBuffer();
        expect(res.status, url).toBe(200);
      }
    }
  });

  it('does not seed twice on the same database', async () => {
    const countOf = async (table: typeof products | typeof users) => (await server.deps.db.select({ n: count() }).from(table))[0]!.n;
    const [productsBefore, usersBefore] = [await countOf(products), await countOf(users)];
    await seedDemoData(server.deps.db, server.deps.pictures);
    expect(await countOf(products)).toBe(productsBefore);
    expect(await countOf(users)).toBe(usersBefore);
    const res = await server.call('GET', '/api/products');
    expect(res.body.total).toBe(catalogue.length);
  });
});

describe('demo data in production', () => {
  it('is never seeded, even when asked', async () => {
    const empty = await startTestServer();
    const previous = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'production';
      await seedDemoData(empty.deps.db, empty.deps.pictures);
      process.env.NODE_ENV = previous;
      const res = await empty.call('GET', '/api/products');
      expect(res.body.total).toBe(0);
      const login = await empty.call('POST', '/api/users/login', { body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
      expect(login.status).toBe(401);
    } finally {
      process.env.NODE_ENV = previous;
      await empty.close();
    }
  });
});
