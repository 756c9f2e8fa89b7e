// Vitest's global setup for the API tests (issue 50): the migrations run once per test run, not
// once per test server. Every server a test starts begins from this migrated database, as it
// would from a fresh one: on PGlite from a dump of its data directory, on PostgreSQL as a copy of
// a template database (CREATE DATABASE ... TEMPLATE). Tests of the migrations themselves open
// their own databases and are untouched.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '#server/db/client.ts';
import { createDatabase, dropDatabase } from './postgres-admin.ts';

/** Where the workers find the migrated database (read by test-server.ts). */
export const MIGRATED_DUMP_ENV = 'SILLAGE_TEST_MIGRATED_DUMP';
export const MIGRATED_TEMPLATE_ENV = 'SILLAGE_TEST_MIGRATED_TEMPLATE';

export default async function setup(): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `sillage_template_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const database = await openDatabase({ databaseUrl: await createDatabase(adminUrl, name), maxConnections: 1 });
    await database.migrate();
    await database.close();
    process.env[MIGRATED_TEMPLATE_ENV] = name;
    return () => dropDatabase(adminUrl, name);
  }
  const dir = mkdtempSync(join(tmpdir(), 'sillage-migrated-'));
  const database = await openDatabase({ inMemory: true });
  await database.migrate();
  const dump = await database.dump!();
  await database.close();
  const file = join(dir, 'pglite.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[MIGRATED_DUMP_ENV] = file;
  return async () => rmSync(dir, { recursive: true, force: true });
}
