import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { adminQuery } from '#server/test-support/postgres-admin.ts';
import { createEmptyTestDatabase } from '#server/test-support/test-server.ts';
import { startInstanceProcess } from './instance-process.ts';
import { postgresUrl, skipReason } from './two-instances.ts';

// PostgreSQL restarting (or a failover, or a proxy dropping connections) cuts every connection
// of every instance at once, usually while queries are on their way. The instances must stay up,
// answer 5xx only while the database is away, and serve normally as soon as it is back.
describe.skipIf(!postgresUrl)(`database connections cut under load (${skipReason})`, () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
  });

  it('a connection cut while its query runs is whole again for the next query', async () => {
    const database = await createEmptyTestDatabase();
    cleanup.push(database.drop);
    // One connection, so the next query surely reuses the one that was cut.
    const handle = await openDatabase({ databaseUrl: database.databaseUrl, maxConnections: 1 });
    cleanup.push(() => handle.close());
    for (let round = 0; round < 3; round++) {
      const {
        rows: [{ pid }],
      } = (await handle.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: [{ pid: number }] };
      const running = handle.db.execute(sql`select pg_sleep(10)`).then(
        () => 'finished',
        () => 'failed',
      );
      await new Promise((r) => setTimeout(r, 100));
      await adminQuery(postgresUrl!, 'select pg_terminate_backend($1)', [pid]);
      expect(await running).toBe('failed');
      // Not the error of the query that was cut, handed on to the first query after reconnecting.
      const {
        rows: [row],
      } = (await handle.db.execute(sql`select 2 as two`)) as unknown as { rows: [{ two: number }] };
      expect(row.two).toBe(2);
    }
  });

  it('the instance survives, and serves reads and writes again once the database is back', async () => {
    const database = await createEmptyTestDatabase();
    cleanup.push(database.drop);
    const instance = await startInstanceProcess(database.databaseUrl);
    cleanup.push(() => instance.stop());
    const dbName = new URL(database.databaseUrl).pathname.slice(1);

    // Many small queries in flight (each readiness check is one), from 30 clients at once…
    let running = true;
    const statuses = new Map<number | string, number>();
    const client = async () => {
      while (running) {
        const status = await fetch(`${instance.url}/api/health/ready`).then(
          async (r) => (await r.arrayBuffer(), r.status),
          () => 'network error',
        );
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    const clients = Array.from({ length: 30 }, client);
    // …while every connection of the instance is cut, again and again.
    for (let i = 0; i < 15; i++) {
      await new Promise((r) => setTimeout(r, 200));
      await adminQuery(postgresUrl!, 'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [dbName]);
    }
    running = false;
    await Promise.all(clients);

    expect(instance.child.exitCode, 'the instance process exited').toBeNull();
    expect(statuses.get('network error') ?? 0, 'requests that got no answer at all').toBe(0);
    // Back to normal right away: reads, and a write through a fresh connection.
    const ready = await fetch(`${instance.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    const registered = await fetch(`${instance.url}/api/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'After Outage', email: `after-outage-${Date.now()}@example.com`, password: 'Password123!' }),
    });
    expect(registered.status).toBe(201);
  }, 240_000);
});
