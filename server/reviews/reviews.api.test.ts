import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import type { Product, ReviewCreated } from '#domain/schemas/product.ts';
import type { ApiError } from '#domain/schemas/validation.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const newProduct = (name = 'Reviewed Scent') => insertProduct(server.deps.db, { name });
const review = (productId: string, token: string | undefined, body: unknown, headers?: Record<string, string>) =>
  server.call<ReviewCreated & Partial<ApiError>>('POST', `/api/products/${productId}/reviews`, { token, body, ...(headers ? { headers } : {}) });
const detail = async (productId: string) => (await server.call<Product>('GET', `/api/products/${productId}`)).body;

describe('POST /api/products/:id/reviews', () => {
  it('needs a signed-in user', async () => {
    const product = await newProduct();
    const res = await review(product.id, undefined, { rating: 4, comment: 'Nice' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: messages.noToken, code: 'noToken' });
    expect((await detail(product.id)).numReviews).toBe(0);
  });

  it('stores the review under the user’s name and shows it on the product', async () => {
    const product = await newProduct();
    const jane = await server.makeUser({ name: 'Jane Doe' });
    const res = await review(product.id, jane.token, { rating: 4.5, comment: '  Bright and green.  ' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(messages.reviewSubmitted);
    expect(res.body.review).toMatchObject({ _id: res.body.review.id, user: jane.id, name: 'Jane Doe', rating: 4.5, comment: 'Bright and green.' });
    expect(new Date(res.body.review.datePosted).toISOString()).toBe(res.body.review.datePosted);

    const shown = await detail(product.id);
    expect(shown).toMatchObject({ rating: 4.5, numReviews: 1 });
    expect(shown.reviews).toEqual([res.body.review]);
  });

  it('averages half-step ratings over all reviews: 4.5 and 3 give 3.75, then 4 gives 3.83', async () => {
    const product = await newProduct();
    const [a, b, c] = await Promise.all([server.makeUser(), server.makeUser(), server.makeUser()]);
    expect((await review(product.id, a!.token, { rating: 4.5, comment: 'Good' })).status).toBe(201);
    expect((await review(product.id, b!.token, { rating: 3, comment: 'Fine' })).status).toBe(201);
    expect(await detail(product.id)).toMatchObject({ rating: 3.75, numReviews: 2 });
    expect((await review(product.id, c!.token, { rating: 4, comment: 'Nice' })).status).toBe(201);
    expect(await detail(product.id)).toMatchObject({ rating: 3.83, numReviews: 3 });
    // The catalogue list carries the same figures.
    const listed = await server.call('GET', '/api/products?keyword=reviewed%20scent');
    expect(listed.body.products.find((p: Product) => p.id === product.id)).toMatchObject({ rating: 3.83, numReviews: 3 });
  });

  it('lists reviews newest first', async () => {
    const product = await newProduct();
    const names = ['First', 'Second', 'Third'];
    for (const name of names) {
      const user = await server.makeUser({ name });
      expect((await review(product.id, user.token, { rating: 5, comment: `${name} says hi` })).status).toBe(201);
    }
    expect((await detail(product.id)).reviews!.map((r) => r.name)).toEqual(['Third', 'Second', 'First']);
  });

  it('refuses a second review by the same user with "already reviewed" and keeps the first', async () => {
    const product = await newProduct();
    const user = await server.makeUser();
    expect((await review(product.id, user.token, { rating: 5, comment: 'Love it' })).status).toBe(201);
    const second = await review(product.id, user.token, { rating: 1, comment: 'Changed my mind' });
    expect(second.status).toBe(400);
    expect(second.body).toEqual({ message: messages.alreadyReviewed, code: 'alreadyReviewed' });
    expect(second.body.message).toContain('already reviewed');
    expect(await detail(product.id)).toMatchObject({ rating: 5, numReviews: 1 });
  });

  it('accepts exactly one of two simultaneous reviews by the same user', async () => {
    const product = await newProduct();
    const user = await server.makeUser();
    const results = await Promise.all([
      review(product.id, user.token, { rating: 2, comment: 'Tab one' }),
      review(product.id, user.token, { rating: 4, comment: 'Tab two' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.status === 400)!.body.message).toContain('already reviewed');
    const shown = await detail(product.id);
    expect(shown.numReviews).toBe(1);
    expect(shown.reviews).toHaveLength(1);
    expect(shown.rating).toBe(shown.reviews![0]!.rating);
  });

  it('counts every review when many users review at once', async () => {
    const product = await newProduct();
    const users = await Promise.all(Array.from({ length: 6 }, () => server.makeUser()));
    const ratings = [1, 2, 3, 4, 5, 3.5];
    const results = await Promise.all(users.map((u, i) => review(product.id, u.token, { rating: ratings[i], comment: 'Together' })));
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(await detail(product.id)).toMatchObject({ numReviews: 6, rating: 3.08 });
  });

  it('replays a review sent again with the same Idempotency-Key instead of refusing it', async () => {
    const product = await newProduct();
    const user = await server.makeUser();
    const headers = { 'idempotency-key': 'review-outbox-1' };
    const first = await review(product.id, user.token, { rating: 3.5, comment: 'Queued offline' }, headers);
    const replay = await review(product.id, user.token, { rating: 3.5, comment: 'Queued offline' }, headers);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect((await detail(product.id)).numReviews).toBe(1);
  });

  it('keeps markup in a comment as plain text, exactly as written', async () => {
    const product = await newProduct();
    const user = await server.makeUser();
    const comment = '<img src=x onerror=alert(1)> & "quotes" <script>alert(2)</script>';
    const res = await review(product.id, user.token, { rating: 1, comment });
    expect(res.status).toBe(201);
    expect(res.body.review.comment).toBe(comment);
    expect((await detail(product.id)).reviews![0]!.comment).toBe(comment);
  });

  it('refuses a missing, out-of-range or off-step rating and an empty comment', async () => {
    const product = await newProduct();
    const user = await server.makeUser();
    const bad = [
      {},
      { rating: 4 },
      { comment: 'No stars' },
      { rating: 4, comment: '   ' },
      { rating: 0, comment: 'Zero' },
      { rating: 5.5, comment: 'Too many' },
      { rating: 3.3, comment: 'Off step' },
      { rating: '4', comment: 'String' },
      { rating: 4, comment: 'x'.repeat(2001) },
    ];
    for (const body of bad) {
      const res = await review(product.id, user.token, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.issues?.length).toBeGreaterThan(0);
    }
    expect((await review(product.id, user.token, {})).body.message).toBe(messages.reviewIncomplete);
    expect((await detail(product.id)).numReviews).toBe(0);
    // Nothing was stored, so the user can still review.
    expect((await review(product.id, user.token, { rating: 1.5, comment: 'Finally' })).status).toBe(201);
  });

  it('is 404 for an unknown or malformed product id', async () => {
    const user = await server.makeUser();
    for (const id of ['0d6b8f2e-5c1a-4e7b-9a3d-2f4e6a8c0b1d', 'not-a-uuid']) {
      const res = await review(id, user.token, { rating: 4, comment: 'Ghost' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: messages.productNotFound, code: 'productNotFound' });
    }
  });
});
