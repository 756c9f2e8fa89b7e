import { describe, expect, it } from 'vitest';
import { goldWidth, starFill } from './star-geometry.ts';

describe('the gold of read-only stars', () => {
  it('covers whole stars and the gaps between them, then half a star for a half', () => {
    expect(goldWidth(0, 14)).toBe(0);
    expect(goldWidth(1, 14)).toBe(16);
    expect(goldWidth(3.5, 14)).toBe(3 * 16 + 7);
    // Five stars of 14 px with four 2 px gaps between them: 78 px; the fifth needs no gap after it.
    expect(goldWidth(5, 14)).toBe(80);
  });

  it('snaps to halves as ratings are given, within 0 and 5', () => {
    expect(goldWidth(4.26, 18)).toBe(goldWidth(4.5, 18));
    expect(goldWidth(4.24, 18)).toBe(goldWidth(4, 18));
    expect(goldWidth(-1, 18)).toBe(0);
    expect(goldWidth(7, 18)).toBe(goldWidth(5, 18));
  });
});

describe("the review input's stars", () => {
  it('fill each star by what is left of the rating, in halves', () => {
    expect([1, 2, 3, 4, 5].map((n) => starFill(3.5, n))).toEqual([1, 1, 1, 0.5, 0]);
  });
});
