import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { orders, products, reviews } from '#server/db/schema.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

let server: TestServer;
let admin: Awaited<ReturnType<TestServer['makeUser']>>;
let shopper: Awaited<ReturnType<TestServer['makeUser']>>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.makeUser({ admin: true, name: 'Admin' });
  shopper = await server.makeUser({ name: 'Shopper' });
});
afterAll(() => server?.close());

const missingId = '00000000-0000-4000-8000-000000000000';
const asAdmin = (method: string, path: string, body?: unknown) => server.call(method, path, { token: admin.token, body });

describe('who may use the admin user routes', () => {
  const routes = (id: string): [string, string, unknown?][] => [
    ['GET', '/api/users'],
    ['GET', `/api/users/${id}`],
    ['PUT', `/api/users/${id}`, { name: 'Edited', email: `edited-${id.slice(0, 8)}@example.com`, isAdmin: false }],
    ['DELETE', `/api/users/${id}`],
  ];

  it('refuses anonymous callers with 401', async () => {
    for (const [method, path, body] of routes(shopper.id)) {
      const res = await server.call(method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body).toEqual({ message: messages.noToken, code: 'noToken' });
    }
  });

  it('refuses shoppers with 403, even on their own account', async () => {
    for (const [method, path, body] of routes(shopper.id)) {
      const res = await server.call(method, path, { token: shopper.token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual({ message: messages.notAdmin, code: 'notAdmin' });
    }
    const self = await server.call('GET', '/api/users/profile', { token: shopper.token });
    expect(self.body.user).toMatchObject({ name: 'Shopper', isAdmin: false });
  });

  it('lets admins through', async () => {
    const target = await server.makeUser();
    for (const [method, path, body] of routes(target.id)) {
      const res = await server.call(method, path, { token: admin.token, body });
      expect(res.status, `${method} ${path}`).toBe(200);
    }
  });
});

describe('GET /api/users', () => {
  it('lists every user, newest first, without password hashes, never cached', async () => {
    const newest = await server.makeUser({ name: 'Newest' });
    const res = await asAdmin('GET', '/api/users');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body[0]).toMatchObject({ id: newest.id, _id: newest.id, name: 'Newest', isAdmin: false });
    const ids = res.body.map((u: { id: string }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([admin.id, shopper.id]));
    const times = res.body.map((u: { createdAt: string }) => Date.parse(u.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const user of res.body) {
      expect(Object.keys(user).sort()).toEqual(['_id', 'createdAt', 'email', 'id', 'isAdmin', 'language', 'name']);
    }
    expect(JSON.stringify(res.body)).not.toContain('$argon2');
  });
});

describe('GET /api/users/:id', () => {
  it('returns one user', async () => {
    const res = await asAdmin('GET', `/api/users/${shopper.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: shopper.id, _id: shopper.id, name: 'Shopper', email: shopper.email, isAdmin: false });
    expect(res.body).not.toHaveProperty('passwordHash');
  });

  it('is 404 for an unknown or malformed id', async () => {
    for (const id of [missingId, 'not-a-uuid', '1', `${shopper.id}x`]) {
      const res = await asAdmin('GET', `/api/users/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ message: messages.userNotFound, code: 'userNotFound' });
    }
  });
});

describe('PUT /api/users/:id', () => {
  it('edits name and email, and promotes and demotes another user', async () => {
    const user = await server.makeUser();
    const email = `promoted-${user.id.slice(0, 8)}@example.com`;
    const promoted = await asAdmin('PUT', `/api/users/${user.id}`, { name: 'Promoted', email: email.toUpperCase(), isAdmin: true });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ id: user.id, _id: user.id, name: 'Promoted', email, isAdmin: true });
    // Rights follow the account at once, with the token the user already has.
    expect((await server.call('GET', '/api/users', { token: user.token })).status).toBe(200);

    const demoted = await asAdmin('PUT', `/api/users/${user.id}`, { name: 'Promoted', email, isAdmin: false });
    expect(demoted.body.isAdmin).toBe(false);
    expect((await server.call('GET', '/api/users', { token: user.token })).status).toBe(403);
  });

  it('does not let an admin remove their own admin rights, and changes nothing', async () => {
    const res = await asAdmin('PUT', `/api/users/${admin.id}`, { name: 'Renamed', email: admin.email, isAdmin: false });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: messages.cannotDemoteSelf, code: 'cannotDemoteSelf' });
    const self = await asAdmin('GET', `/api/users/${admin.id}`);
    expect(self.body).toMatchObject({ name: 'Admin', isAdmin: true });
  });

  it('lets an admin edit their own name while staying admin', async () => {
    const other = await server.makeUser({ admin: true, name: 'Second Admin' });
    const res = await server.call('PUT', `/api/users/${other.id}`, {
      token: other.token,
      body: { name: 'Still Admin', email: other.email, isAdmin: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Still Admin', isAdmin: true });
  });

  it('refuses a taken email, invalid input, and unknown users', async () => {
    const user = await server.makeUser();
    const taken = await asAdmin('PUT', `/api/users/${user.id}`, { name: 'X', email: shopper.email, isAdmin: false });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: messages.emailTaken, code: 'emailTaken' });

    const badFlag = await asAdmin('PUT', `/api/users/${user.id}`, { name: 'X', email: user.email, isAdmin: 'yes' });
    expect(badFlag.status).toBe(400);
    expect(badFlag.body.message).toBe(messages.isAdminInvalid);

    const badEmail = await asAdmin('PUT', `/api/users/${user.id}`, { name: 'X', email: 'nope', isAdmin: false });
    expect(badEmail.body.message).toBe(messages.invalidEmail);

    const unknown = await asAdmin('PUT', `/api/users/${missingId}`, { name: 'X', email: 'x@example.com', isAdmin: false });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: messages.userNotFound, code: 'userNotFound' });
    expect((await asAdmin('PUT', '/api/users/not-a-uuid', { name: 'X', email: 'x@example.com', isAdmin: false })).status).toBe(404);

    const untouched = await asAdmin('GET', `/api/users/${user.id}`);
    expect(untouched.body.email).toBe(user.email);
  });

  it('replays a repeated edit with the same Idempotency-Key', async () => {
    const user = await server.makeUser();
    const body = { name: 'Keyed', email: user.email, isAdmin: false };
    const headers = { 'idempotency-key': 'admin-edit-1' };
    const first = await server.call('PUT', `/api/users/${user.id}`, { token: admin.token, body, headers });
    const second = await server.call('PUT', `/api/users/${user.id}`, { token: admin.token, body, headers });
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
  });
});

describe('DELETE /api/users/:id', () => {
  it('does not let an admin delete themselves', async () => {
    const res = await asAdmin('DELETE', `/api/users/${admin.id}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: messages.cannotDeleteSelf, code: 'cannotDeleteSelf' });
    expect((await asAdmin('GET', `/api/users/${admin.id}`)).status).toBe(200);
    expect((await server.call('GET', '/api/users/profile', { token: admin.token })).status).toBe(200);
  });

  it('deletes another user: gone from the list, their token refused, a second delete is 404', async () => {
    const user = await server.makeUser();
    const res = await asAdmin('DELETE', `/api/users/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: messages.userDeleted });

    expect((await asAdmin('GET', `/api/users/${user.id}`)).status).toBe(404);
    const list = await asAdmin('GET', '/api/users');
    expect(list.body.map((u: { id: string }) => u.id)).not.toContain(user.id);
    expect((await server.call('GET', '/api/users/profile', { token: user.token })).status).toBe(401);
    expect((await server.call('POST', '/api/users/login', { body: { email: user.email, password: user.password } })).status).toBe(401);

    const again = await asAdmin('DELETE', `/api/users/${user.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: messages.userNotFound, code: 'userNotFound' });
    expect((await asAdmin('DELETE', '/api/users/not-a-uuid')).status).toBe(404);
  });

  it('keeps the orders of a deleted user and recounts the ratings of their reviews', async () => {
    const user = await server.makeUser({ name: 'Leaving Shopper' });
    const stays = await server.makeUser();
    const { db } = server.deps;
    const [product] = await db
      .insert(products)
      .values({
        name: 'Test Scent',
        priceCents: 2499,
        category: 'standard',
        gender: 'unisex',
        season: 'spring',
        concentration: 'Parfum',
        vibe: 'Fresh',
        occasion: 'Night-Out',
        longevity: 3,
        rating: 3,
        numReviews: 2,
      })
      .returning({ id: products.id });
    const productId = product!.id;
    await db.insert(reviews).values([
      { productId, userId: user.id, name: 'Leaving Shopper', rating: 1, comment: 'meh' },
      { productId, userId: stays.id, name: 'Stays', rating: 5, comment: 'lovely' },
    ]);
    const [order] = await db
      .insert(orders)
      .values({
        userId: user.id,
        userName: 'Leaving Shopper',
        userEmail: user.email,
        shippingAddress1: '1 Main St',
        city: 'Toronto',
        postalCode: 'M5V 2T6',
        state: 'ON',
        country: 'Canada',
        phoneNumber: '416-555-1234',
        paymentMethod: 'PayPal',
        itemsCents: 2499,
        shippingCents: 0,
        taxCents: 325,
        totalCents: 2824,
        units: 1,
      })
      .returning({ id: orders.id });

    expect((await asAdmin('DELETE', `/api/users/${user.id}`)).status).toBe(200);

    const [kept] = await db.select().from(orders).where(eq(orders.id, order!.id));
    expect(kept).toMatchObject({ userId: null, userName: 'Leaving Shopper', userEmail: user.email, totalCents: 2824 });
    const [recounted] = await db.select().from(products).where(eq(products.id, productId));
    expect(recounted).toMatchObject({ numReviews: 1, rating: 5 });
  });
});
