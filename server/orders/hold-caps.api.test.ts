import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import type { Order } from '#domain/schemas/order.ts';
import { orders, products } from '#server/db/schema.ts';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';
import { insertUser, type TestUser } from '#server/test-support/user-fixtures.ts';

// The caps one party cannot corner the shop past (issue 25), each on its own, with small
// numbers: a shopper 8 units unpaid, an account that has never paid 3, one client address 10
// across its accounts, and at most 10% of a scent's units for one address. The server stands
// behind a proxy (TRUST_PROXY): each request names its client's address in X-Forwarded-For.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    TRUST_PROXY: 'on',
    MAX_UNPAID_UNITS: '8',
    MAX_UNPAID_UNITS_NEW_ACCOUNT: '3',
    MAX_UNPAID_UNITS_PER_ADDRESS: '10',
    MAX_HELD_SHARE_PERCENT: '10',
  });
});
afterAll(async () => {
  await server?.close();
});

let addresses = 0;
/** A client address of its own for each test: 203.0.113.N. */
const newAddress = () => `203.0.113.${++addresses}`;
const place = (address: string, user: TestUser, lines: { product: string; qty: number }[]) =>
  server.call<Order & { message: string }>('POST', '/api/orders', { headers: { 'x-forwarded-for': address }, token: user.token, body: orderBody(lines) });
const testPay = (address: string, user: TestUser, id: string) =>
  server.call<Order>('PUT', `/api/orders/${id}/pay`, { headers: { 'x-forwarded-for': address }, token: user.token, body: { testPayment: true } });
const stockOf = async (id: string) => (await server.deps.db.select({ n: products.countInStock }).from(products).where(eq(products.id, id)))[0]!.n;

/** An account that has paid for an order before (placed and paid from an address of its own). */
async function returningShopper(): Promise<TestUser> {
  const user = await insertUser(server);
  const address = newAddress();
  const first = await place(address, user, [{ product: (await insertProduct(server.deps.db, { countInStock: 100 })).id, qty: 1 }]);
  expect((await testPay(address, user, first.body.id)).status).toBe(200);
  return user;
}

describe('an account that has never paid (MAX_UNPAID_UNITS_NEW_ACCOUNT)', () => {
  it("holds at most 3 unpaid units; once an order of it is paid, the shopper's cap of 8 applies", async () => {
    const address = newAddress();
    const shopper = await insertUser(server);
    const amber = await insertProduct(server.deps.db, { countInStock: 100 });
    const first = await place(address, shopper, [{ product: amber.id, qty: 2 }]);
    expect(first.status).toBe(201);
    const over = await place(address, shopper, [{ product: amber.id, qty: 2 }]);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(messages.unpaidUnitsNewAccountCap(2, 3));
    expect(await stockOf(amber.id)).toBe(98);

    expect((await testPay(address, shopper, first.body.id)).status).toBe(200);
    expect((await place(address, shopper, [{ product: amber.id, qty: 8 }])).status).toBe(201);
    const past = await place(address, shopper, [{ product: amber.id, qty: 1 }]);
    expect(past.body.message).toBe(messages.unpaidUnitsCap(8, 8));
  });
});

describe('one client address across its accounts (MAX_UNPAID_UNITS_PER_ADDRESS)', () => {
  it('holds at most 10 unpaid units, however many accounts place them; another address orders as usual', async () => {
    const address = newAddress();
    const cedar = await insertProduct(server.deps.db, { countInStock: 500 });
    const accounts = await Promise.all(Array.from({ length: 5 }, () => insertUser(server)));
    const statuses: number[] = [];
    for (const account of accounts) statuses.push((await place(address, account, [{ product: cedar.id, qty: 3 }])).status);
    expect(statuses).toEqual([201, 201, 201, 409, 409]);
    const over = await place(address, accounts[4]!, [{ product: cedar.id, qty: 2 }]);
    expect(over.body.message).toBe(messages.unpaidUnitsAddressCap(10));
    expect((await place(address, accounts[4]!, [{ product: cedar.id, qty: 1 }])).status).toBe(201);
    expect(await stockOf(cedar.id)).toBe(490);

    expect((await place(newAddress(), await insertUser(server), [{ product: cedar.id, qty: 3 }])).status).toBe(201);
  });

  it('holds under concurrency: 40 one-unit orders at once from 20 accounts of one address, exactly 10 placed', async () => {
    const address = newAddress();
    const neroli = await insertProduct(server.deps.db, { countInStock: 1000 });
    const accounts = await Promise.all(Array.from({ length: 20 }, () => insertUser(server)));
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => place(address, accounts[i % 20]!, [{ product: neroli.id, qty: 1 }])));
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(await stockOf(neroli.id)).toBe(990);
  });

  it('counts an IPv6 client by its /64, whichever of its addresses it sends from', async () => {
    const vetiver = await insertProduct(server.deps.db, { countInStock: 500 });
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++)
      statuses.push((await place(`2001:db8:25:1::${i.toString(16)}`, await insertUser(server), [{ product: vetiver.id, qty: 3 }])).status);
    expect(statuses).toEqual([201, 201, 201, 409, 409]);
    expect((await place('2001:db8:25:2::1', await insertUser(server), [{ product: vetiver.id, qty: 3 }])).status).toBe(201);
  });

  it('keeps the address only while an order holds stock: a paid or cancelled order forgets it and frees its units', async () => {
    const address = newAddress();
    const shopper = await returningShopper();
    const fig = await insertProduct(server.deps.db, { countInStock: 500 });
    const paid = await place(address, shopper, [{ product: fig.id, qty: 5 }]);
    const cancelled = await place(address, shopper, [{ product: fig.id, qty: 3 }]);
    const [row] = await server.deps.db.select({ clientAddress: orders.clientAddress }).from(orders).where(eq(orders.id, paid.body.id));
    expect(row!.clientAddress).toBe(address);
    expect((await testPay(address, shopper, paid.body.id)).status).toBe(200);
    expect((await server.call('PUT', `/api/orders/${cancelled.body.id}/cancel`, { token: shopper.token })).status).toBe(200);
    const rows = await server.deps.db.select({ clientAddress: orders.clientAddress }).from(orders).where(eq(orders.userId, shopper.id));
    expect(rows.map((r) => r.clientAddress)).toEqual([null, null, null]);
    expect((await place(address, shopper, [{ product: fig.id, qty: 8 }])).status).toBe(201);
  });
});

describe("one address's share of a scent (MAX_HELD_SHARE_PERCENT)", () => {
  it('holds at most 10% of a scent of 30 units, across accounts', async () => {
    const address = newAddress();
    const iris = await insertProduct(server.deps.db, { countInStock: 30, name: 'Iris Atelier' });
    const accounts = await Promise.all(Array.from({ length: 4 }, () => insertUser(server)));
    const statuses: number[] = [];
    for (const account of accounts) statuses.push((await place(address, account, [{ product: iris.id, qty: 1 }])).status);
    expect(statuses).toEqual([201, 201, 201, 409]);
    const over = await place(address, accounts[3]!, [{ product: iris.id, qty: 1 }]);
    expect(over.body.message).toBe(messages.scentShareHeld('Iris Atelier', 3));
    expect(await stockOf(iris.id)).toBe(27);
    // Another address has a share of its own.
    expect((await place(newAddress(), await insertUser(server), [{ product: iris.id, qty: 2 }])).status).toBe(201);
  });

  it('keeps a scent with fewer than 10 units for accounts that have paid before, one unit for each address', async () => {
    const oud = await insertProduct(server.deps.db, { countInStock: 4, name: 'Velvet Oud' });
    const newcomer = await place(newAddress(), await insertUser(server), [{ product: oud.id, qty: 1 }]);
    expect(newcomer.status).toBe(409);
    expect(newcomer.body.message).toBe(messages.scentShareHeld('Velvet Oud', 0));

    const address = newAddress();
    const returning = await returningShopper();
    expect((await place(address, returning, [{ product: oud.id, qty: 1 }])).status).toBe(201);
    const second = await place(address, returning, [{ product: oud.id, qty: 1 }]);
    expect(second.body.message).toBe(messages.scentShareHeld('Velvet Oud', 1));
    expect(await stockOf(oud.id)).toBe(3);
  });

  it('lets a basket through whole or not at all: a well-stocked line does not stay reserved when a low one is refused', async () => {
    const plenty = await insertProduct(server.deps.db, { countInStock: 100 });
    const scarce = await insertProduct(server.deps.db, { countInStock: 5 });
    const res = await place(newAddress(), await insertUser(server), [
      { product: plenty.id, qty: 1 },
      { product: scarce.id, qty: 1 },
    ]);
    expect(res.status).toBe(409);
    expect([await stockOf(plenty.id), await stockOf(scarce.id)]).toEqual([100, 5]);
  });
});
