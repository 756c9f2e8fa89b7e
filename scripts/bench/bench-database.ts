import { randomUUID } from 'node:crypto';
import { createDatabase, dropDatabase } from '../../server/test-support/postgres-admin.ts';

/**
 * A fresh PostgreSQL database for one benchmark, dropped afterwards: BENCH_DATABASE_URL names the
 * server (any database on it), else the local one. undefined when there is none to reach.
 */
export async function createBenchDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const adminUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `sillage_bench_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  let url: string;
  try {
    url = await createDatabase(adminUrl, name);
  } catch (err) {
    console.log(`(PostgreSQL not reachable at ${new URL(adminUrl).host}: ${(err as Error).message}; skipped)`);
    return undefined;
  }
  return { url, drop: () => dropDatabase(adminUrl, name) };
}
