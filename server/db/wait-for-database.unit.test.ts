import { describe, expect, it } from 'vitest';
import { waitForDatabase } from './wait-for-database.ts';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('waiting for the database at start (issue: abuse)', () => {
  it('tries again while the database does not answer, one log line per try, then goes on', async () => {
    let calls = 0;
    const lines: string[] = [];
    const result = await waitForDatabase(
      async () => {
        calls += 1;
        if (calls < 3) throw refused();
        return 'migrated';
      },
      { giveUpAfterMs: 10_000, log: (line) => lines.push(line) },
    );
    expect(result).toBe('migrated');
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!).msg).toBe('database not answering (ECONNREFUSED), trying again in 500 ms');
  });

  it('gives up after its time, and never retries an error that is not about the connection', async () => {
    await expect(waitForDatabase(() => Promise.reject(refused()), { giveUpAfterMs: 700, log: () => {} })).rejects.toThrow('ECONNREFUSED');
    let calls = 0;
    const broken = () => {
      calls += 1;
      return Promise.reject(Object.assign(new Error('syntax error'), { code: '42601' }));
    };
    await expect(waitForDatabase(broken, { giveUpAfterMs: 10_000, log: () => {} })).rejects.toThrow('syntax error');
    expect(calls).toBe(1);
  });
});
