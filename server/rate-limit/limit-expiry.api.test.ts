import { randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '#server/db/schema.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';
import { deleteExpiredLimits } from './limit-expiry.ts';
import { overLimit } from './rate-limit.ts';

// Issue 49, points 4 and 5: a rate-limit row goes when its window ends, not never.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const rowOf = async (key: string) => (await server.deps.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0];
const seconds = (row: { windowStart: Date; expiresAt: Date }) => (row.expiresAt.getTime() - row.windowStart.getTime()) / 1000;

describe('rate-limit rows expire with their window', () => {
  it('a counter ends when its window does, and a window begun again moves its end', async () => {
    const key = `test:expiry:${randomUUID()}`;
    await overLimit(server.deps.db, key, { max: 1, windowSeconds: 900 });
    // Refused, and still one row.
    expect(await overLimit(server.deps.db, key, { max: 1, windowSeconds: 900 })).toBeGreaterThan(0);
    const first = (await rowOf(key))!;
    expect(seconds(first)).toBe(900);
    // The window over (begun 16 minutes ago): the next hit begins another, which ends 15 minutes on.
    await server.deps.db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '16 minutes'`, expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(rateLimits.key, key));
    expect(await overLimit(server.deps.db, key, { max: 1, windowSeconds: 900 })).toBeUndefined();
    const again = (await rowOf(key))!;
    expect(again.count).toBe(1);
    expect(seconds(again)).toBe(900);
    expect(again.expiresAt.getTime()).toBeGreaterThan(Date.now() + 800_000);
  });

  it('the sweep deletes the rows whose window is over and keeps the others', async () => {
    const prefix = `test:sweep:${randomUUID()}`;
    for (let i = 0; i < 3; i++) await overLimit(server.deps.db, `${prefix}:gone:${i}@example.com`, { max: 1, windowSeconds: 60 });
    await overLimit(server.deps.db, `${prefix}:live`, { max: 1, windowSeconds: 3600 });
    await server.deps.db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '2 minutes'`, expiresAt: sql`now() - interval '1 minute'` })
      .where(like(rateLimits.key, `${prefix}:gone:%`));
    await deleteExpiredLimits(server.deps.db);
    const left = await server.deps.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, `${prefix}:%`));
    expect(left).toEqual([{ key: `${prefix}:live` }]);
  });

  it('the writes-per-account counter ends with its minute too', async () => {
    const user = await server.makeUser();
    expect((await server.call('PUT', '/api/users/profile', { token: user.token, body: { name: 'Sweep Tester', email: user.email } })).status).toBe(200);
    await server.deps.accountWrites.flush();
    const row = (await rowOf(`writes:user:${user.id}`))!;
    expect(seconds(row)).toBe(60);
  });
});
