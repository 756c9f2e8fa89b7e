import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import type { Order } from '#domain/schemas/order.ts';
import { idempotencyKeys, orders, products, users } from '#server/db/schema.ts';
import { logLinesOf } from '#server/test-support/log-lines.ts';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Issue 25, point 7: an order or a cancel whose token this instance has not checked lately has its
// session checked by its own statement (server/db/functions/sillage_session_of.sql,
// auth/session.ts's checkedByStatement) instead of a round trip before it. What a shopper and the
// shop must see is what they saw before: a session that does not hold places, cancels, claims and
// counts nothing.

const WRITES_PER_MINUTE = 5;
const jtiOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti;

describe('an order or a cancel on an instance that has not checked its token', () => {
  let server: TestServer;
  let productId: string;
  beforeAll(async () => {
    // Deaf to other instances (no LISTEN, no poll): a change is heard only at the test's sync().
    // Otherwise the rename's notification can arrive while the order's statement runs, and the
    // cache rightly declines to keep an answer read across a forgetting (seen once in CI on
    // PostgreSQL).
    server = await startTestServer({ WRITES_PER_MINUTE: String(WRITES_PER_MINUTE) }, { sessions: { listen: false, pollMs: 0 } });
    productId = (await insertProduct(server.deps.db, { countInStock: 100 })).id;
  });
  afterAll(() => server?.close());

  const stock = async () => (await server.deps.db.select({ n: products.countInStock }).from(products).where(eq(products.id, productId)))[0]!.n;
  const ordersOf = (userId: string) => server.deps.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  const order = (token: string, key = randomUUID()) =>
    server.call<Order>('POST', '/api/orders', { token, body: orderBody([{ product: productId, qty: 1 }]), headers: { 'idempotency-key': key } });
  const cancel = (token: string, id: string) => server.call<Order>('PUT', `/api/orders/${id}/cancel`, { token, headers: { 'idempotency-key': randomUUID() } });
  const logOut = async (token: string) => expect((await server.call('POST', '/api/users/logout', { token })).status).toBe(200);

  it('is placed under the name and email the account has now, and the session is then kept', async () => {
    const user = await server.makeUser({ name: 'Cold Start' });
    await server.deps.db.update(users).set({ name: 'Renamed Since' }).where(eq(users.id, user.id));
    await server.deps.sessions.sync();
    expect(server.deps.sessions.lookup(jtiOf(user.token))).toBeUndefined();

    const placed = await order(user.token);
    expect(placed.status).toBe(201);
    expect(placed.body.user).toEqual({ id: user.id, name: 'Renamed Since', email: user.email });
    expect(server.deps.sessions.lookup(jtiOf(user.token))).toMatchObject({ id: user.id, name: 'Renamed Since', email: user.email, isAdmin: false });
  });

  it('with a logged-out token: 401, nothing placed or held, and its key left free', async () => {
    const user = await server.makeUser();
    await logOut(user.token);
    expect(server.deps.sessions.lookup(jtiOf(user.token))).toBeUndefined();
    const before = await stock();
    const key = randomUUID();

    expect(await order(user.token, key)).toMatchObject({ status: 401, body: { message: messages.invalidToken } });
    expect(await stock()).toBe(before);
    expect(await ordersOf(user.id)).toHaveLength(0);
    expect(await server.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
  });

  it('with a token older than the password, or of a deleted account: 401 on a cancel, and the order stays', async () => {
    const user = await server.makeUser();
    const placed = await order(user.token);
    expect(placed.status).toBe(201);
    const held = await stock();
    // A new password moves the epoch: every older token is refused, this instance's cache included.
    await server.deps.db.update(users).set({ sessionEpoch: 1 }).where(eq(users.id, user.id));
    await server.deps.sessions.sync();
    expect(server.deps.sessions.lookup(jtiOf(user.token))).toBeUndefined();

    expect(await cancel(user.token, placed.body.id)).toMatchObject({ status: 401, body: { message: messages.invalidToken } });
    expect(await stock()).toBe(held);
    const [row] = await server.deps.db.select({ cancelledAt: orders.cancelledAt }).from(orders).where(eq(orders.id, placed.body.id));
    expect(row!.cancelledAt).toBeNull();

    const gone = await server.makeUser();
    await server.deps.db.delete(users).where(eq(users.id, gone.id));
    await server.deps.sessions.sync();
    expect(await order(gone.token)).toMatchObject({ status: 401, body: { message: messages.invalidToken } });
  });

  it('a cancel with a token not checked lately goes through, and keeps the session', async () => {
    const user = await server.makeUser();
    const placed = await order(user.token);
    const before = await stock();
    server.deps.sessions.forgetToken(jtiOf(user.token));

    const cancelled = await cancel(user.token, placed.body.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.cancelledAt).toBeTruthy();
    expect(await stock()).toBe(before + 1);
    expect(server.deps.sessions.lookup(jtiOf(user.token))).toMatchObject({ id: user.id });
  });

  it("a revoked token's attempts do not use up its account's writes; a session that holds is counted", async () => {
    const user = await server.makeUser();
    const fresh = await server.call<{ user: { token: string } }>('POST', '/api/users/login', { body: { email: user.email, password: user.password } });
    await logOut(user.token);
    for (let i = 0; i <= WRITES_PER_MINUTE; i++) expect((await order(user.token)).status).toBe(401);
    // Refused before any statement (a product id that cannot be one): its session was never found holding.
    const malformed = { token: user.token, body: orderBody([{ product: 'not-a-scent', qty: 1 }]) };
    for (let i = 0; i <= WRITES_PER_MINUTE; i++) expect((await server.call('POST', '/api/orders', malformed)).status).toBe(400);
    await server.deps.accountWrites.flush();

    const token = fresh.body.user.token;
    // The logout was one of the account's writes; the refused orders were none.
    for (let i = 1; i < WRITES_PER_MINUTE; i++) {
      // Each from a cold session, as the bench's shoppers: counted once the statement found it holding.
      server.deps.sessions.forgetToken(jtiOf(token));
      expect((await order(token)).status).toBe(201);
    }
    server.deps.sessions.forgetToken(jtiOf(token));
    const refused = await order(token);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    // The account at its limit: a token that no longer holds is still told it is not signed in.
    expect(await order(user.token)).toMatchObject({ status: 401, body: { message: messages.invalidToken } });
  });

  it('a burst of orders from a session not checked yet is held to the limit, not let through before any is counted', async () => {
    const user = await server.makeUser();
    // By plain fetch, all at once: the harness's call() waits on the database before each request.
    const send = () =>
      fetch(`${server.url}/api/orders`, {
        method: 'POST',
        headers: { 'auth-token': user.token, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify(orderBody([{ product: productId, qty: 1 }])),
      });
    const statuses = (await Promise.all(Array.from({ length: WRITES_PER_MINUTE + 4 }, send))).map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(WRITES_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    expect(await ordersOf(user.id)).toHaveLength(WRITES_PER_MINUTE);
  });
});

describe('the log line of an order refused after its statement checked the session', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ LOG_REQUESTS: 'on' });
  });
  afterAll(() => server?.close());

  const lineOf = async (token: string, productId: string, qty: number) => {
    const { result, lines } = await logLinesOf(() =>
      server.call('POST', '/api/orders', { token, body: orderBody([{ product: productId, qty }]), headers: { 'idempotency-key': randomUUID() } }),
    );
    const line = lines.map((l) => JSON.parse(l) as { path?: string; status?: number; user?: string }).find((l) => l.path === '/api/orders');
    return { status: result.status, message: (result.body as { message?: string }).message, line };
  };

  it('names the shopper whose session held, when the shop refused the order', async () => {
    const { id: productId, name } = await insertProduct(server.deps.db, { countInStock: 1 });
    const user = await server.makeUser();
    await server.deps.sessions.sync();
    expect(server.deps.sessions.lookup(jtiOf(user.token))).toBeUndefined();

    const { status, message, line } = await lineOf(user.token, productId, 2);
    expect(status).toBe(409);
    expect(message).toBe(messages.insufficientStock(name));
    expect(line).toMatchObject({ status: 409, user: user.id });
    expect((await server.call<{ countInStock: number }>('GET', `/api/products/${productId}`)).body.countInStock).toBe(1);
  });

  it('names no one for a token whose session did not hold', async () => {
    const { id: productId } = await insertProduct(server.deps.db, { countInStock: 5 });
    const user = await server.makeUser();
    expect((await server.call('POST', '/api/users/logout', { token: user.token })).status).toBe(200);

    const { status, message, line } = await lineOf(user.token, productId, 1);
    expect(status).toBe(401);
    expect(message).toBe(messages.invalidToken);
    expect(line).toMatchObject({ status: 401 });
    expect(line?.user).toBeUndefined();
  });
});
