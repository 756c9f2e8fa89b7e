import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import type { Product, ProductInput } from '#domain/schemas/product.ts';
import { orderItems, orders, reviews } from '#server/db/schema.ts';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

let server: TestServer;
type Account = Awaited<ReturnType<TestServer['makeUser']>>;
let admin: Account;
let shopper: Account;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.makeUser({ admin: true, name: 'Ada Admin' });
  shopper = await server.makeUser({ name: 'Sam Shopper' });
});
afterAll(async () => {
  await server?.close();
});

const edited: ProductInput = {
  name: 'Amber Nocturne',
  description: 'Warm resin and smoke.',
  richDescription: 'A long evening.',
  descriptionFr: '',
  richDescriptionFr: '',
  image: '/uploads/amber.webp',
  images: ['/uploads/amber-1.webp', '/uploads/amber-2.webp', '/uploads/amber-3.webp'],
  brand: 'Maison Ambre',
  price: 49.5,
  category: 'premium',
  countInStock: 7,
  isFeatured: true,
  // Published: what "Create a Product" makes is a draft until then (product-drafts.api.test.ts).
  isPublished: true,
  gender: 'female',
  season: 'winter',
  concentration: 'Parfum',
  vibe: 'Oriental',
  occasion: 'Night-Out',
  longevity: 5,
  topNotes: ['saffron'],
  middleNotes: ['labdanum'],
  baseNotes: ['benzoin', 'oud'],
};

const createSample = async () => {
  const res = await server.call<Product>('POST', '/api/products', { token: admin.token });
  expect(res.status).toBe(201);
  return res.body;
};

describe('who may change the catalogue', () => {
  it('refuses anonymous visitors (401) and shoppers (403) for create, update and delete', async () => {
    const product = await insertProduct(server.deps.db, { name: 'Guarded' });
    const writes = [
      ['POST', '/api/products', undefined],
      ['PUT', `/api/products/${product.id}`, edited],
      ['DELETE', `/api/products/${product.id}`, undefined],
    ] as const;
    for (const [method, path, body] of writes) {
      const anonymous = await server.call(method, path, { body });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ message: messages.noToken, code: 'noToken' });
      const asShopper = await server.call(method, path, { token: shopper.token, body });
      expect(asShopper.status).toBe(403);
      expect(asShopper.body).toEqual({ message: messages.notAdmin, code: 'notAdmin' });
      const badToken = await server.call(method, path, { token: 'not.a.token', body });
      expect(badToken.status).toBe(401);
    }
    const detail = await server.call<Product>('GET', `/api/products/${product.id}`);
    expect(detail.body.name).toBe('Guarded');
  });

  it('lets an admin create, update and delete', async () => {
    const sample = await createSample();
    const put = await server.call<Product>('PUT', `/api/products/${sample.id}`, { token: admin.token, body: edited });
    expect(put.status).toBe(200);
    const del = await server.call('DELETE', `/api/products/${sample.id}`, { token: admin.token });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ message: messages.productDeleted });
  });
});

describe('POST /api/products', () => {
  it('creates a sample product to edit, a draft: the admin finds it, shoppers do not (issue 27, point 2)', async () => {
    const sample = await createSample();
    expect(sample).toMatchObject({
      _id: sample.id,
      name: 'Sample name',
      price: 0,
      category: 'standard',
      countInStock: 0,
      longevity: 3,
      image: '/images/placeholder-bottle.svg',
      rating: 0,
      numReviews: 0,
      isFeatured: false,
      isPublished: false,
    });
    expect(['male', 'female', 'unisex']).toContain(sample.gender);
    const detail = await server.call<Product>('GET', `/api/products/${sample.id}?drafts=include`, { token: admin.token });
    expect(detail.body).toMatchObject({ id: sample.id, name: 'Sample name', reviews: [] });
    const search = await server.call('GET', '/api/products?keyword=sample%20name&drafts=include', { token: admin.token });
    expect(search.body.products.map((p: Product) => p.id)).toContain(sample.id);
    expect((await server.call('GET', `/api/products/${sample.id}`)).status).toBe(404);
    expect((await server.call('GET', '/api/products?keyword=sample%20name')).body.products.map((p: Product) => p.id)).not.toContain(sample.id);
  });

  it('creates one product for a replayed Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'create-once-1' };
    const first = await server.call<Product>('POST', '/api/products', { token: admin.token, headers });
    const again = await server.call<Product>('POST', '/api/products', { token: admin.token, headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });
});

describe('PUT /api/products/:id', () => {
  it('replaces the editable fields, keeps rating and review count, and re-indexes the search', async () => {
    const sample = await createSample();
    const body = { ...edited, rating: 5, numReviews: 99, id: 'spoofed', searchText: 'zzz' };
    const res = await server.call<Product>('PUT', `/api/products/${sample.id}`, { token: admin.token, body });
    expect(res.status).toBe(200);
    const { price, ...rest } = edited;
    expect(res.body).toMatchObject({ ...rest, price: 49.5, id: sample.id, _id: sample.id, rating: 0, numReviews: 0 });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(sample.updatedAt));
    expect(res.body.createdAt).toBe(sample.createdAt);

    const detail = await server.call<Product>('GET', `/api/products/${sample.id}`);
    expect(detail.body).toMatchObject({ name: 'Amber Nocturne', price: 49.5, baseNotes: ['benzoin', 'oud'] });
    const byNote = await server.call('GET', '/api/products?keyword=LABDANUM');
    expect(byNote.body.products.map((p: Product) => p.id)).toEqual([sample.id]);
    const byOldName = await server.call('GET', '/api/products?keyword=sample');
    expect(byOldName.body.products.map((p: Product) => p.id)).not.toContain(sample.id);
    const spoofed = await server.call('GET', '/api/products?keyword=zzz');
    expect(spoofed.body.total).toBe(0);
  });

  it('takes an https picture, which the CSP of every page allows (issue: abuse)', async () => {
    const sample = await createSample();
    const res = await server.call<Product>('PUT', `/api/products/${sample.id}`, {
      token: admin.token,
      body: { ...edited, image: 'https://cdn.example/bottle.webp' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toMatch(/img-src 'self' data: blob: https:(;|$)/);
  });

  it('refuses invalid fields with 400 and issues, and changes nothing', async () => {
    const sample = await createSample();
    const cases = [
      [{ ...edited, vibe: 'Smoky' }, 'vibe', messages.vibeInvalid],
      [{ ...edited, price: -1 }, 'price', messages.priceInvalid],
      [{ ...edited, price: 10.999 }, 'price', messages.priceInvalid],
      [{ ...edited, longevity: 6 }, 'longevity', messages.longevityInvalid],
      [{ ...edited, countInStock: 1.5 }, 'countInStock', messages.stockInvalid],
      [{ ...edited, name: '   ' }, 'name', messages.productNameRequired],
      [{ ...edited, image: 'javascript:alert(1)' }, 'image', messages.imageInvalid],
      // Plain http would be blocked by the pages' CSP (img-src 'self' https:): refused here too.
      [{ ...edited, image: 'http://cdn.example/bottle.webp' }, 'image', messages.imageInvalid],
      [{ ...edited, category: 'luxury' }, 'category', messages.categoryInvalid],
    ] as const;
    for (const [body, path, message] of cases) {
      const res = await server.call('PUT', `/api/products/${sample.id}`, { token: admin.token, body });
      expect(res.status, path).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.issues).toContainEqual({ path, message });
    }
    const notJson = await server.call('PUT', `/api/products/${sample.id}`, {
      token: admin.token,
      raw: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(notJson.status).toBe(415);
    const broken = await server.call('PUT', `/api/products/${sample.id}`, {
      token: admin.token,
      raw: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe(messages.malformedJson);

    const detail = await server.call<Product>('GET', `/api/products/${sample.id}?drafts=include`, { token: admin.token });
    expect(detail.body).toMatchObject({ name: 'Sample name', vibe: sample.vibe, price: 0, longevity: 3, updatedAt: sample.updatedAt });
  });

  it('an edit does not undo what was sold while the form was open; a new count over a stock that moved is 409 and changes nothing', async () => {
    const product = await insertProduct(server.deps.db, { name: 'Selling Fast', countInStock: 5 });
    const opened = { ...edited, name: 'Selling Fast', countInStock: 5, countInStockWas: 5 };
    // A shopper buys 2 while the admin has the form open on 5.
    const order = await server.call('POST', '/api/orders', { token: shopper.token, body: orderBody([{ product: product.id, qty: 2 }]) });
    expect(order.status).toBe(201);

    // Saved with the count untouched: the sale stands.
    const renamed = await server.call<Product>('PUT', `/api/products/${product.id}`, { token: admin.token, body: { ...opened, name: 'Selling Faster' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Selling Faster', countInStock: 3 });

    // A new count typed over the 5 the form showed: refused, with what the stock is now.
    const recount = await server.call('PUT', `/api/products/${product.id}`, { token: admin.token, body: { ...opened, name: 'Lost Edit', countInStock: 10 } });
    expect(recount.status).toBe(409);
    expect(recount.body).toEqual({ message: messages.stockChangedWhileEditing(3), code: 'stockChangedWhileEditing', countInStock: 3 });
    expect((await server.call<Product>('GET', `/api/products/${product.id}`)).body).toMatchObject({ name: 'Selling Faster', countInStock: 3 });

    // Over the stock as it is now, it is written.
    const restocked = await server.call<Product>('PUT', `/api/products/${product.id}`, {
      token: admin.token,
      body: { ...opened, countInStock: 10, countInStockWas: 3 },
    });
    expect(restocked.status).toBe(200);
    expect(restocked.body.countInStock).toBe(10);
    // Without countInStockWas (other API clients), the count is written as sent.
    const blind = await server.call<Product>('PUT', `/api/products/${product.id}`, { token: admin.token, body: { ...edited, countInStock: 4 } });
    expect(blind.body.countInStock).toBe(4);
    const invalid = await server.call('PUT', `/api/products/${product.id}`, { token: admin.token, body: { ...opened, countInStockWas: -1 } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.issues).toEqual([{ path: 'countInStockWas', message: messages.stockInvalid }]);
  });

  it('is 404 for an unknown or malformed id', async () => {
    for (const id of ['7b0f3c1e-2a4d-4c5e-8f9a-1b2c3d4e5f60', 'nope']) {
      const res = await server.call('PUT', `/api/products/${id}`, { token: admin.token, body: edited });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: messages.productNotFound, code: 'productNotFound' });
    }
  });

  it('replays a repeated Idempotency-Key without applying it again; another body with it is 422', async () => {
    const sample = await createSample();
    const path = `/api/products/${sample.id}`;
    const headers = { 'idempotency-key': 'edit-1' };
    const first = await server.call<Product>('PUT', path, { token: admin.token, headers, body: edited });
    expect(first.status).toBe(200);
    // A later edit without the key...
    const later = await server.call<Product>('PUT', path, { token: admin.token, body: { ...edited, name: 'Renamed Later' } });
    expect(later.body.name).toBe('Renamed Later');
    // ...is not undone when the outbox replays the first one.
    const replay = await server.call<Product>('PUT', path, { token: admin.token, headers, body: edited });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await server.call<Product>('GET', path)).body.name).toBe('Renamed Later');

    const mismatch = await server.call('PUT', path, { token: admin.token, headers, body: { ...edited, price: 1 } });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body).toEqual({ message: messages.idempotencyMismatch, code: 'idempotencyMismatch' });
  });
});

describe('DELETE /api/products/:id', () => {
  it('create, update, delete: the product is gone from detail, list and search', async () => {
    const sample = await createSample();
    await server.call('PUT', `/api/products/${sample.id}`, { token: admin.token, body: { ...edited, name: 'Short Lived' } });
    const del = await server.call('DELETE', `/api/products/${sample.id}`, { token: admin.token });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ message: messages.productDeleted });
    const detail = await server.call('GET', `/api/products/${sample.id}`);
    expect(detail.status).toBe(404);
    expect(detail.body).toEqual({ message: messages.productNotFound, code: 'productNotFound' });
    expect((await server.call('GET', '/api/products?keyword=short%20lived')).body.total).toBe(0);
    const again = await server.call('DELETE', `/api/products/${sample.id}`, { token: admin.token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: messages.productNotFound, code: 'productNotFound' });
  });

  it('answers a replayed delete with the first response', async () => {
    const sample = await createSample();
    const headers = { 'idempotency-key': 'delete-1' };
    const first = await server.call('DELETE', `/api/products/${sample.id}`, { token: admin.token, headers });
    const replay = await server.call('DELETE', `/api/products/${sample.id}`, { token: admin.token, headers });
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ message: messages.productDeleted });
  });

  it('takes the reviews with it but leaves past orders their line snapshot', async () => {
    const { db } = server.deps;
    const product = await insertProduct(db, { name: 'Discontinued', priceCents: 1800 });
    const review = await server.call('POST', `/api/products/${product.id}/reviews`, {
      token: shopper.token,
      body: { rating: 4, comment: 'Lovely' },
    });
    expect(review.status).toBe(201);
    const [order] = await db
      .insert(orders)
      .values({
        userId: shopper.id,
        userName: 'Sam Shopper',
        userEmail: shopper.email,
        shippingAddress1: '1 Main St',
        city: 'Toronto',
        postalCode: 'M5V 2T6',
        state: 'ON',
        country: 'Canada',
        phoneNumber: '416-555-1234',
        paymentMethod: 'PayPal',
        itemsCents: 1800,
        shippingCents: 270,
        taxCents: 234,
        totalCents: 2304,
        units: 1,
      })
      .returning();
    await db.insert(orderItems).values({ orderId: order!.id, productId: product.id, name: 'Discontinued', image: product.image, priceCents: 1800, qty: 1 });

    const del = await server.call('DELETE', `/api/products/${product.id}`, { token: admin.token });
    expect(del.status).toBe(200);
    expect(await db.select().from(reviews).where(eq(reviews.productId, product.id))).toEqual([]);
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(lines).toMatchObject([{ productId: null, name: 'Discontinued', priceCents: 1800, qty: 1 }]);
  });
});
