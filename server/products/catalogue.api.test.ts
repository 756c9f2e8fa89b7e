import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRODUCTS_PER_PAGE } from '#domain/enums.ts';
import { messages } from '#domain/messages.ts';
import type { Product, ProductPage } from '#domain/schemas/product.ts';
import type { ApiError } from '#domain/schemas/validation.ts';
import { products } from '#server/db/schema.ts';
import { insertProduct, type ProductOverrides, type ProductRow } from '#server/test-support/product-fixtures.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.deps.db.delete(products);
});

const base = Date.parse('2024-01-01T00:00:00Z');
/** Products created one minute apart, oldest first, so "newest first" is the reverse. */
async function insertMany(n: number, overrides: (i: number) => ProductOverrides = () => ({})) {
  const made: ProductRow[] = [];
  for (let i = 0; i < n; i++) {
    made.push(await insertProduct(server.deps.db, { createdAt: new Date(base + i * 60_000), ...overrides(i) }));
  }
  return made;
}

const list = (query = '') => server.call<ProductPage & Partial<ApiError>>('GET', `/api/products${query}`);
const names = (page: ProductPage) => page.products.map((p) => p.name).sort();

describe('GET /api/products: pagination', () => {
  it('splits 20 products into pages of 8, 8 and 4, newest first, each product exactly once', async () => {
    const made = await insertMany(20);
    const newestFirst = made.map((p) => p.id).reverse();
    const seen: string[] = [];
    for (const [pageNumber, size] of [
      [1, 8],
      [2, 8],
      [3, 4],
    ] as const) {
      const res = await list(`?pageNumber=${pageNumber}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ page: pageNumber, pages: 3, total: 20 });
      expect(res.body.products).toHaveLength(size);
      seen.push(...res.body.products.map((p) => p.id));
    }
    expect(seen).toEqual(newestFirst);
    expect(PRODUCTS_PER_PAGE).toBe(8);
  });

  it('keeps pages stable when products share a creation time', async () => {
    const sameInstant = new Date(base);
    await insertMany(12, () => ({ createdAt: sameInstant }));
    const first = await list('?pageNumber=1');
    const second = await list('?pageNumber=2');
    const ids = [...first.body.products, ...second.body.products].map((p) => p.id);
    expect(new Set(ids).size).toBe(12);
    expect((await list('?pageNumber=1')).body.products.map((p) => p.id)).toEqual(first.body.products.map((p) => p.id));
  });

  it('answers a page past the end with no products but the real page count and total', async () => {
    await insertMany(20);
    const res = await list('?pageNumber=9');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ products: [], page: 9, pages: 3, total: 20 });
  });

  it('reports one page for an empty catalogue', async () => {
    const res = await list();
    expect(res.body).toEqual({ products: [], page: 1, pages: 1, total: 0 });
  });

  it('refuses a page number that is not a whole number from 1', async () => {
    for (const bad of ['0', '-1', 'abc', '1.5']) {
      const res = await list(`?pageNumber=${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(messages.pageNumberInvalid);
      expect(res.body.issues).toEqual([{ path: 'pageNumber', message: messages.pageNumberInvalid }]);
    }
  });
});

describe('GET /api/products: keyword search', () => {
  beforeEach(async () => {
    await insertMany(1, () => ({ name: 'Midnight Rose', brand: 'Maison Nuit', topNotes: ['pink pepper'], middleNotes: ['Damask rose'], baseNotes: ['amber'] }));
    await insertMany(1, () => ({ name: 'Cedar Path', brand: 'Atelier Verde', topNotes: ['lemon'], middleNotes: ['cedarwood'], baseNotes: ['Vetiver'] }));
    await insertMany(1, () => ({ name: 'Salt Air', brand: 'Coastline', topNotes: ['sea salt'], middleNotes: ['driftwood'], baseNotes: ['ambergris'] }));
  });

  it('matches the name, the brand and any note, ignoring case', async () => {
    expect(names((await list('?keyword=midnight')).body)).toEqual(['Midnight Rose']);
    expect(names((await list('?keyword=ATELIER')).body)).toEqual(['Cedar Path']);
    expect(names((await list('?keyword=vetiver')).body)).toEqual(['Cedar Path']);
    expect(names((await list('?keyword=Sea%20Salt')).body)).toEqual(['Salt Air']);
    expect(names((await list('?keyword=amber')).body)).toEqual(['Midnight Rose', 'Salt Air']);
    const res = await list('?keyword=ROSE');
    expect(res.body).toMatchObject({ total: 1, pages: 1, page: 1 });
  });

  it('requires every word of a multi-word keyword, in any field and order', async () => {
    expect(names((await list('?keyword=verde%20lemon')).body)).toEqual(['Cedar Path']);
    expect(names((await list('?keyword=verde%20rose')).body)).toEqual([]);
  });

  it('treats % _ and \\ in the keyword as plain characters', async () => {
    expect((await list('?keyword=%25')).body.total).toBe(0);
    expect((await list('?keyword=_')).body.total).toBe(0);
    expect((await list('?keyword=%5C')).body.total).toBe(0);
    expect((await list('?keyword=s_lt')).body.total).toBe(0);
    await insertProduct(server.deps.db, { name: 'Oud 100%', brand: 'Under_Score' });
    expect(names((await list('?keyword=%25')).body)).toEqual(['Oud 100%']);
    expect(names((await list('?keyword=_')).body)).toEqual(['Oud 100%']);
  });

  it('treats an empty keyword as no keyword and refuses an oversized one', async () => {
    expect((await list('?keyword=')).body.total).toBe(3);
    const res = await list(`?keyword=${'a'.repeat(101)}`);
    expect(res.status).toBe(400);
    expect(res.body.issues?.[0]?.path).toBe('keyword');
  });
});

describe('GET /api/products: filters', () => {
  it('filters the whole catalogue, not just the first page', async () => {
    // 16 unisex products fill pages 1 and 2; the 3 female ones are the oldest, so they would sit
    // on page 3 of the unfiltered list.
    await insertMany(3, (i) => ({ name: `Old ${i}`, gender: 'female' }));
    await insertMany(16, () => ({ gender: 'unisex' }));
    const res = await list('?gender=female');
    expect(res.body).toMatchObject({ page: 1, pages: 1, total: 3 });
    expect(names(res.body)).toEqual(['Old 0', 'Old 1', 'Old 2']);
  });

  it('applies each filter and combines them with each other and a keyword', async () => {
    await insertProduct(server.deps.db, { name: 'A', occasion: 'Night-Out', vibe: 'Oriental', season: 'winter', gender: 'male', concentration: 'Parfum' });
    await insertProduct(server.deps.db, {
      name: 'B',
      occasion: 'Night-Out',
      vibe: 'Floral',
      season: 'summer',
      gender: 'female',
      concentration: 'Eau de Toilette',
    });
    await insertProduct(server.deps.db, {
      name: 'C',
      occasion: 'Professional-Aura',
      vibe: 'Woody',
      season: 'fall',
      gender: 'male',
      concentration: 'Eau de Cologne',
    });
    await insertProduct(server.deps.db, {
      name: 'D',
      occasion: 'Elegant-Occasions',
      vibe: 'Oriental',
      season: 'winter',
      gender: 'unisex',
      concentration: 'Parfum',
      brand: 'Velvet',
    });

    expect(names((await list('?occasion=Night-Out')).body)).toEqual(['A', 'B']);
    expect(names((await list('?vibe=Oriental')).body)).toEqual(['A', 'D']);
    expect(names((await list('?season=fall')).body)).toEqual(['C']);
    expect(names((await list('?gender=male')).body)).toEqual(['A', 'C']);
    expect(names((await list('?concentration=Eau%20de%20Toilette')).body)).toEqual(['B']);
    expect(names((await list('?vibe=Oriental&season=winter&gender=male')).body)).toEqual(['A']);
    expect(names((await list('?vibe=Oriental&keyword=velvet')).body)).toEqual(['D']);
    expect((await list('?occasion=Night-Out&vibe=Woody')).body).toEqual({ products: [], page: 1, pages: 1, total: 0 });
    // A cleared select sends an empty value: no filter.
    expect((await list('?vibe=&season=')).body.total).toBe(4);
  });

  it('refuses an unknown filter value with the field named', async () => {
    for (const query of ['?vibe=Smoky', '?season=monsoon', '?gender=other', '?occasion=Brunch', '?concentration=Extrait']) {
      const res = await list(query);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(messages.filterInvalid);
      expect(res.body.issues?.[0]).toEqual({ path: query.slice(1).split('=')[0], message: messages.filterInvalid });
    }
  });
});

describe('GET /api/products/featured', () => {
  it('returns at most 12 featured products, newest first', async () => {
    await insertMany(14, (i) => ({ name: `Featured ${String(i).padStart(2, '0')}`, isFeatured: true }));
    await insertMany(3, () => ({ isFeatured: false }));
    const res = await server.call<Product[]>('GET', '/api/products/featured');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(12);
    expect(res.body.every((p) => p.isFeatured)).toBe(true);
    expect(res.body.map((p) => p.name)).toEqual(Array.from({ length: 12 }, (_, i) => `Featured ${String(13 - i).padStart(2, '0')}`));
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('is an empty list when nothing is featured', async () => {
    await insertMany(2);
    expect((await server.call('GET', '/api/products/featured')).body).toEqual([]);
  });
});

describe('GET /api/products/:id', () => {
  it('returns the product in the contract shape with an empty review list', async () => {
    const made = await insertProduct(server.deps.db, {
      name: 'Fig Leaf',
      priceCents: 2499, // sent as 24.99
      rating: 3.666666,
      numReviews: 3,
      topNotes: ['fig'],
      images: ['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp'],
    });
    const res = await server.call<Product>('GET', `/api/products/${made.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(res.body).toMatchObject({
      id: made.id,
      _id: made.id,
      name: 'Fig Leaf',
      price: 24.99,
      rating: 3.67,
      numReviews: 3,
      category: 'standard',
      topNotes: ['fig'],
      images: ['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp'],
      reviews: [],
    });
    for (const key of [
      'description',
      'richDescription',
      'image',
      'brand',
      'countInStock',
      'isFeatured',
      'gender',
      'season',
      'concentration',
      'vibe',
      'occasion',
      'longevity',
      'middleNotes',
      'baseNotes',
    ]) {
      expect(res.body).toHaveProperty(key);
    }
    expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
    expect(new Date(res.body.updatedAt).toISOString()).toBe(res.body.updatedAt);
    expect(res.body).not.toHaveProperty('searchText');
  });

  it('is 404 "Product not found" for an unknown or malformed id, and never cached', async () => {
    for (const id of ['3f1c5a52-52b3-4b8e-9d5e-0a9d3b1e7c11', 'not-an-id', '123', "1' or '1'='1"]) {
      const res = await server.call('GET', `/api/products/${encodeURIComponent(id)}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: messages.productNotFound, code: 'productNotFound' });
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('sets the revalidate header on the catalogue list', async () => {
    const res = await list();
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect((await list('?vibe=Smoky')).headers.get('cache-control')).toBe('no-store');
  });
});
