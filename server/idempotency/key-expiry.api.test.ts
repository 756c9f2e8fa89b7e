import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '#server/db/schema.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';
import { deleteExpiredIdempotencyKeys } from './key-expiry.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const rename = (token: string, name: string, email: string, key: string) =>
  server.call('PUT', '/api/users/profile', { token, body: { name, email }, headers: { 'idempotency-key': key } });

/** As if the key had been used `hours` ago. */
const age = (scope: string, key: string, hours: number) =>
  server.deps.db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));

describe('Idempotency-Keys expire after 24 hours (issue: abuse)', () => {
  it('a key used a day ago is a new request; within the day it is still the same one', async () => {
    const user = await server.makeUser();
    expect((await rename(user.token, 'First', user.email, 'kept-a-while')).status).toBe(200);
    await age(user.id, 'kept-a-while', 23);
    expect((await rename(user.token, 'Second', user.email, 'kept-a-while')).status).toBe(422);
    await age(user.id, 'kept-a-while', 25);
    const again = await rename(user.token, 'Second', user.email, 'kept-a-while');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(again.body.user.name).toBe('Second');
  });

  it('the periodic cleanup deletes the old keys and keeps the recent ones', async () => {
    const user = await server.makeUser();
    for (const key of ['old-one', 'new-one']) expect((await rename(user.token, key, user.email, key)).status).toBe(200);
    await age(user.id, 'old-one', 30);
    await deleteExpiredIdempotencyKeys(server.deps.db);
    const left = await server.deps.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.scope, user.id));
    expect(left.map((row) => row.key)).toEqual(['new-one']);
  });
});
