import { describe, expect, it } from 'vitest';
import { errorChain, errorCode, hasErrorCode } from './error-chain.ts';

/** As Drizzle throws a driver's error: its own, with the driver's as `cause`. */
const wrapped = (code: string, message = 'x') => new Error('Failed query', { cause: Object.assign(new Error(message), { code }) });

describe('reading a database error through its wrappers', () => {
  it("finds the driver's code under Drizzle's wrapper", () => {
    expect(hasErrorCode(wrapped('23505'), '23505')).toBe(true);
    expect(hasErrorCode(wrapped('23505'), '23514')).toBe(false);
    expect(errorCode(wrapped('SL007'))).toBe('SL007');
    expect([...errorChain(wrapped('SL002', 'Jardin'))].map((link) => link.message)).toEqual(['Failed query', 'Jardin']);
  });

  it('stops at four wrappers, at a cause that is not an object, and on nothing', () => {
    const deep = new Error('1', {
      cause: new Error('2', { cause: new Error('3', { cause: new Error('4', { cause: Object.assign(new Error('5'), { code: '23505' }) }) }) }),
    });
    expect(hasErrorCode(deep, '23505')).toBe(false);
    expect(errorCode(new Error('no code', { cause: 'text' }))).toBeUndefined();
    expect(errorCode(undefined)).toBeUndefined();
    expect([...errorChain('text')]).toEqual([]);
  });
});
