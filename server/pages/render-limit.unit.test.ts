import { describe, expect, it } from 'vitest';
import { createRenderLimit } from './render-limit.ts';

describe('page renders per address', () => {
  it('refuses past the limit in a minute, with the seconds left, and counts each address apart', () => {
    let now = 1_000_000;
    const limit = createRenderLimit(2, () => now);
    expect(limit.take('203.0.113.1')).toBeUndefined();
    expect(limit.take('203.0.113.1')).toBeUndefined();
    now += 45_000;
    expect(limit.take('203.0.113.1')).toBe(15);
    expect(limit.take('198.51.100.1')).toBeUndefined();
    now += 15_000;
    expect(limit.take('203.0.113.1')).toBeUndefined();
  });
});
