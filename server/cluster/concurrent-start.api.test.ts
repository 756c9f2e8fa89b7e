import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '#server/seed/demo-people.ts';
import { demoProducts } from '#server/seed/demo-products.ts';
import { adminQuery } from '#server/test-support/postgres-admin.ts';
import { createEmptyTestDatabase, startTestServer, type TestServer } from '#server/test-support/test-server.ts';
import { postgresUrl, skipReason } from './two-instances.ts';

const journal = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'db', 'migrations', 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

// A deployment starts every instance at once on a new database: exactly one of them migrates
// (and seeds, outside production), the others wait and find the work done.
describe.skipIf(!postgresUrl)(`instances starting together on an empty database (${skipReason})`, () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('both come up, every migration is applied exactly once and the demo data is seeded once', async () => {
    const database = await createEmptyTestDatabase();
    cleanup.push(database.drop);

    const started = await Promise.allSettled([
      startTestServer({}, { attachTo: database, seed: true }),
      startTestServer({}, { attachTo: database, seed: true }),
    ]);
    const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    for (const server of servers) cleanup.push(() => server.close());
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'up'))).toEqual(['up', 'up']);

    for (const server of servers as TestServer[]) {
      const ready = await server.call('GET', '/api/health/ready');
      expect(ready.status).toBe(200);
      expect((await server.call('GET', '/api/products')).body.total).toBe(demoProducts.length);
    }

    const applied = await adminQuery<{ hash: string; times: number }>(
      database.databaseUrl,
      'select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash',
    );
    expect(applied).toHaveLength(journal.entries.length);
    expect(applied.every((m) => m.times === 1)).toBe(true);
    const [counts] = await adminQuery(
      database.databaseUrl,
      'select (select count(*)::int from products) as products, (select count(*)::int from users) as users',
    );
    expect(counts).toEqual({ products: demoProducts.length, users: demoAccounts.length });
  });
});
