import { describe, expect, it } from 'vitest';
import { isConnectionLoss } from './connection-loss.ts';

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('isConnectionLoss', () => {
  it('recognizes a lost connection, also wrapped (Drizzle puts the driver error in cause)', () => {
    for (const code of ['CONNECTION_CLOSED', 'ECONNRESET', 'ECONNREFUSED', '57P01', '57P03', '08006']) {
      expect(isConnectionLoss(withCode(code)), code).toBe(true);
      expect(isConnectionLoss(new Error('Failed query', { cause: withCode(code) })), `wrapped ${code}`).toBe(true);
    }
  });

  it('leaves every other error alone', () => {
    for (const err of [new TypeError('x is undefined'), withCode('23505'), withCode('42P01'), 'a string', null, undefined]) {
      expect(isConnectionLoss(err)).toBe(false);
    }
  });
});
