import { describe, expect, it } from 'vitest';
import { chunk, slidesPerView } from './slides-per-view.ts';

describe('carousel slides', () => {
  it('shows 1, 2 or 3 products by window width (770 and 1192 px inclusive)', () => {
    expect(slidesPerView(360)).toBe(1);
    expect(slidesPerView(770)).toBe(1);
    expect(slidesPerView(771)).toBe(2);
    expect(slidesPerView(1192)).toBe(2);
    expect(slidesPerView(1193)).toBe(3);
    expect(slidesPerView(1400)).toBe(3);
  });

  it('groups products into slides', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 3)).toEqual([]);
  });
});
