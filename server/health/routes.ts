import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';

/** A readiness probe must answer quickly: a database that does not reply in time is down. */
const READY_DB_TIMEOUT_MS = 1_000;

async function databaseAnswers(db: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  // A late failure is absorbed here too: the race may have been decided already.
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    try {
      await c.var.deps.db.execute(sql`select 1`);
      return c.json({ status: 'ok', db: 'ok' });
    } catch {
      return c.json({ status: 'error', db: 'down' }, 503);
    }
  })
  // Liveness: the process answers. Never touches the database, so an outage of the database
  // does not get healthy instances restarted.
  .get('/live', (c) => c.json({ status: 'ok' }))
  // Readiness: send me traffic. 503 while starting, while shutting down (reported before the
  // listener closes) and while the database does not answer.
  .get('/ready', async (c) => {
    const { lifecycle, db } = c.var.deps;
    if (lifecycle.state !== 'ready') return c.json({ status: lifecycle.state, db: 'unknown' }, 503);
    if (!(await databaseAnswers(db, READY_DB_TIMEOUT_MS))) return c.json({ status: 'error', db: 'down' }, 503);
    return c.json({ status: 'ready', db: 'ok' });
  });
