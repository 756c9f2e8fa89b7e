import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { countAccountWrites } from './account-writes.ts';

// The per-account write counter (WRITES_PER_MINUTE) on a real database: counted here, added to
// the shared row once a second, and what another counter on the same database added comes back.
describe('writes per account, counted per instance and shared', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ inMemory: true });
    await database.migrate();
  });
  afterAll(() => database?.close());

  it("counts an account's writes here at once, and the other instance's once it has shared its own", async () => {
    const [here, there] = [countAccountWrites(database.db), countAccountWrites(database.db)];
    try {
      const user = randomUUID();
      expect([here.count(user), here.count(user), here.count(user)]).toEqual([1, 2, 3]);
      await here.flush();
      expect(there.count(user)).toBe(1);
      await there.flush();
      // The shared count came back with the flush: three from here, one from there.
      expect(there.count(user)).toBe(5);
      // Another account is its own.
      expect(there.count(randomUUID())).toBe(1);
    } finally {
      await Promise.all([here.close(), there.close()]);
    }
  });

  it('still counts the writes on their way to the shared count', async () => {
    const counter = countAccountWrites(database.db);
    try {
      const user = randomUUID();
      for (let i = 0; i < 10; i++) counter.count(user);
      const flushing = counter.flush();
      // The flush has taken the ten and not yet answered: they are not forgotten meanwhile.
      expect(counter.count(user)).toBe(11);
      await flushing;
      expect(counter.count(user)).toBe(12);
    } finally {
      await counter.close();
    }
  });

  it('holds writes being checked to the limit with the counted ones, and counts only those whose session held', async () => {
    const counter = countAccountWrites(database.db);
    try {
      const user = randomUUID();
      counter.count(user);
      // Three writes at once, none of whose sessions is known yet: each sees the ones before it.
      expect([counter.reserve(user), counter.reserve(user), counter.reserve(user)]).toEqual([2, 3, 4]);
      counter.release(user, true);
      counter.release(user, false);
      expect(counter.count(user)).toBe(4);
      counter.release(user, false);
      await counter.flush();
      // Shared: the first write, the one whose session held, and the last; the two let go are not.
      expect(counter.count(user)).toBe(4);
    } finally {
      await counter.close();
    }
  });
});
