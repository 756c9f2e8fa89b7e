import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import type { Order } from '#domain/schemas/order.ts';
import { parseEnv } from '#server/config/env.ts';
import { products } from '#server/db/schema.ts';
import { demoProducts } from '#server/seed/demo-products.ts';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Issue 25: one party must not corner the shop. A hoarding script from one address makes
// accounts and unpaid orders as fast as the shop allows, under the shop's own default limits
// (the minute of the issue, compressed: until every limit refuses), on the demo catalogue's
// stock (1 to 60 units a scent). At least 90% of every scent's units stay on sale, and a
// shopper from another address buys as usual. The server stands behind a proxy (TRUST_PROXY):
// each request names its client's address in X-Forwarded-For.

/** The shop's defaults: what a start without these settings has (the same in production, whose other checks are not this test's). */
const shipped = parseEnv({ NODE_ENV: 'test', JWT_SECRET: 'a-secret-for-tests-that-is-long-enough' });
const defaults = {
  MAX_UNPAID_UNITS: String(shipped.maxUnpaidUnits),
  MAX_UNPAID_UNITS_NEW_ACCOUNT: String(shipped.maxUnpaidUnitsNewAccount),
  MAX_UNPAID_UNITS_PER_ADDRESS: String(shipped.maxUnpaidUnitsPerAddress),
  MAX_HELD_SHARE_PERCENT: String(shipped.maxHeldSharePercent),
  REGISTRATIONS_PER_HOUR: String(shipped.registrationsPerHour),
  WRITES_PER_MINUTE: String(shipped.writesPerMinute),
};

let server: TestServer;
/** The demo catalogue's scents as this test's database has them, with their stock at the start. */
let catalogue: { id: string; name: string; initial: number }[];

beforeAll(async () => {
  server = await startTestServer({ ...defaults, TRUST_PROXY: 'on' });
  catalogue = [];
  for (const demo of demoProducts) {
    const row = await insertProduct(server.deps.db, { name: demo.name, brand: demo.brand, countInStock: demo.countInStock, priceCents: demo.priceCents });
    catalogue.push({ id: row.id, name: row.name, initial: demo.countInStock });
  }
});
afterAll(async () => {
  await server?.close();
});

type Account = { token: string };
const from = (address: string) => ({ 'x-forwarded-for': address });

async function register(address: string, n: number) {
  return server.call('POST', '/api/users/register', {
    headers: from(address),
    body: { name: `Account ${n}`, email: `account-${n}-${Math.random().toString(36).slice(2)}@example.com`, password: 'quiet-lilac-41' },
  });
}
const order = (address: string, account: Account, lines: { product: string; qty: number }[]) =>
  server.call<Order & { message: string }>('POST', '/api/orders', { headers: from(address), token: account.token, body: orderBody(lines) });

async function stockNow(): Promise<Map<string, number>> {
  const rows = await server.deps.db.select({ id: products.id, n: products.countInStock }).from(products);
  return new Map(rows.map((r) => [r.id, r.n]));
}

describe("a hoarding script from one address, under the shop's default limits", () => {
  it("leaves at least 90% of every scent's units on sale, and a shopper from another address buys as usual", async () => {
    const hoarder = '198.51.100.7';

    // Accounts, as many as the shop lets one address open.
    const accounts: Account[] = [];
    for (let n = 0; n < 100; n++) {
      const res = await register(hoarder, n);
      if (res.status !== 201) {
        expect(res.status).toBe(429);
        break;
      }
      accounts.push({ token: res.body.user.token });
    }
    expect(accounts).toHaveLength(shipped.registrationsPerHour);

    // Orders: every account at once, one unit of a scent each, scent after scent, round after
    // round, until a whole round places nothing; then the largest baskets, in case one passes.
    const refusals = new Set<string>();
    let placedUnits = 0;
    for (let round = 0; ; round++) {
      let placedThisRound = 0;
      for (const scent of catalogue) {
        const replies = await Promise.all(accounts.map((account) => order(hoarder, account, [{ product: scent.id, qty: 1 }])));
        for (const reply of replies) {
          if (reply.status === 201) placedThisRound += 1;
          else refusals.add(`${reply.status} ${reply.body.message}`);
        }
      }
      placedUnits += placedThisRound;
      if (placedThisRound === 0) break;
    }
    for (const account of accounts) {
      const basket = catalogue.map((scent) => ({ product: scent.id, qty: Math.max(1, Math.floor(scent.initial / 2)) }));
      expect((await order(hoarder, account, basket.filter((line) => line.qty <= 50).slice(0, 50))).status).toBe(409);
    }

    expect(placedUnits).toBeLessThanOrEqual(shipped.maxUnpaidUnitsPerAddress);
    expect([...refusals].every((r) => r.startsWith('409 '))).toBe(true);
    const stock = await stockNow();
    const short = catalogue.filter((scent) => stock.get(scent.id)! * 10 < scent.initial * 9).map((s) => `${s.name}: ${stock.get(s.id)} of ${s.initial}`);
    expect(short).toEqual([]);

    // A shopper elsewhere: a new account, a basket of three scents, paid.
    const shopper = '192.0.2.10';
    const res = await register(shopper, 1000);
    expect(res.status).toBe(201);
    const account = { token: res.body.user.token as string };
    const wellStocked = [...catalogue].sort((a, b) => stock.get(b.id)! - stock.get(a.id)!);
    const basket = [
      { product: wellStocked[0]!.id, qty: 2 },
      { product: wellStocked[1]!.id, qty: 1 },
      { product: wellStocked[2]!.id, qty: 1 },
    ];
    const placed = await order(shopper, account, basket);
    expect(placed.status).toBe(201);
    const paid = await server.call('PUT', `/api/orders/${placed.body.id}/pay`, { headers: from(shopper), token: account.token, body: { testPayment: true } });
    expect(paid.status).toBe(200);
    expect(paid.body.isPaid).toBe(true);
  });
});
