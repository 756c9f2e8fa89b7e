import { describe, expect, it } from 'vitest';
import { isConnectionLoss } from './connection-loss.ts';

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('isConnectionLoss', () => {
  it('recognizes a lost connection, also wrapped (Drizzle puts the driver error in cause)', () => {
    for (const code of ['ECONNRESET', 'ECONNREFUSED', '57P01', '57P03', '08006']) {
      expect(isConnectionLoss(withCode(code)), code).toBe(true);
      expect(isConnectionLoss(new Error('Failed query', { cause: withCode(code) })), `wrapped ${code}`).toBe(true);
    }
  });

  it("recognizes node-postgres's own connection errors, which carry no code", () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
    ]) {
      expect(isConnectionLoss(new Error(message)), message).toBe(true);
      expect(isConnectionLoss(new Error('Failed query: select 1', { cause: new Error(message) })), `wrapped ${message}`).toBe(true);
    }
  });

  it('leaves every other error alone', () => {
    for (const err of [
      new TypeError('x is undefined'),
      Object.assign(new Error('Connection terminated'), { code: '23505' }),
      withCode('23505'),
      withCode('42P01'),
      'a string',
      null,
      undefined,
    ]) {
      expect(isConnectionLoss(err)).toBe(false);
    }
  });
});
