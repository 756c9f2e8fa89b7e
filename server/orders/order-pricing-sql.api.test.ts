import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_SHIPPING_ABOVE_CENTS, SHIPPING_RATE_PERCENT, shippingForItems, TAX_RATE_PERCENT, taxForItems } from '#domain/pricing.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// An order's totals are computed by the statement that places it
// (server/db/functions/sillage_basket_totals.sql), from the constants of domain/pricing.ts. The
// formula there must give exactly what the client shows.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('sillage_basket_totals (SQL) and domain/pricing.ts', () => {
  it('agree to the cent on every amount, around the free-shipping threshold and far from it', async () => {
    const amounts = fc.oneof(
      fc.integer({ min: 0, max: 50_000_000 }),
      fc.integer({ min: FREE_SHIPPING_ABOVE_CENTS - 200, max: FREE_SHIPPING_ABOVE_CENTS + 200 }),
    );
    const samples = fc.sample(fc.uniqueArray(amounts, { minLength: 400, maxLength: 400 }), { numRuns: 1, seed: 2026 })[0]!;
    const { rows } = (await server.deps.db.execute(
      sql`select a::bigint as items, t.shipping_cents::bigint as shipping, t.tax_cents::bigint as tax
          from unnest(${sql.param(samples)}::bigint[]) as a,
          lateral sillage_basket_totals(a, ${FREE_SHIPPING_ABOVE_CENTS}::integer, ${SHIPPING_RATE_PERCENT}::integer, ${TAX_RATE_PERCENT}::integer) as t`,
    )) as unknown as { rows: { items: string | number; shipping: string | number; tax: string | number }[] };
    expect(rows).toHaveLength(samples.length);
    for (const row of rows) {
      const items = Number(row.items);
      expect([items, Number(row.shipping), Number(row.tax)]).toEqual([items, shippingForItems(items), taxForItems(items)]);
    }
  });
});
