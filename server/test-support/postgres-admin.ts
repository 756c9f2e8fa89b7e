import pg from 'pg';

/**
 * Databases made and dropped for one test run, benchmark or soak on a PostgreSQL server: each
 * statement on a short-lived connection of its own (CREATE/DROP DATABASE cannot share one with
 * anything else). Tests, benchmarks and the soak use it; the server never does.
 */
export async function adminQuery<Row extends Record<string, unknown> = Record<string, unknown>>(
  url: string,
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query<Row>(text, params)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The URL of database `name` on the server `adminUrl` points at. */
export function databaseUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new database `name`, empty or a copy of the database `template`. */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  const from = template ? ` template ${pg.escapeIdentifier(template)}` : '';
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(adminUrl, `create database ${pg.escapeIdentifier(name)}${from}`);
      return databaseUrlFor(adminUrl, name);
    } catch (err) {
      // 55006: the template database is busy with another worker's CREATE DATABASE.
      if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
}
