import { describe, expect, it } from 'vitest';
import { causesOf } from './request-log.ts';

describe('causesOf (error log lines)', () => {
  it("lists the chain under an error, so a failed query's database reason is in the log", () => {
    const database = new Error('duplicate key value violates unique constraint "users_email_unique"');
    const query = new Error('Failed query: insert into "users" …', { cause: database });
    expect(causesOf(query)).toEqual(['Error: duplicate key value violates unique constraint "users_email_unique"']);
    expect(causesOf(new Error('alone'))).toBeUndefined();
    expect(causesOf(new Error('odd', { cause: 'a string' }))).toEqual(['a string']);
  });

  it('stops after five, whatever the chain', () => {
    const loop = new Error('loop');
    (loop as { cause?: unknown }).cause = loop;
    expect(causesOf(loop)).toHaveLength(5);
  });
});
