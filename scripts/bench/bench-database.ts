import { randomUUID } from 'node:crypto';
import postgres from 'postgres';

/**
 * A fresh PostgreSQL database for one benchmark, dropped afterwards: BENCH_DATABASE_URL names the
 * server (any database on it), else the local one. undefined when there is none to reach.
 */
export async function createBenchDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const adminUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  const name = `sillage_bench_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  try {
    await admin.unsafe(`create database "${name}"`);
  } catch (err) {
    await admin.end({ timeout: 1 }).catch(() => {});
    console.log(`(PostgreSQL not reachable at ${new URL(adminUrl).host}: ${(err as Error).message}; skipped)`);
    return undefined;
  }
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await sql.unsafe(`drop database if exists "${name}" with (force)`);
      await sql.end();
    },
  };
}
