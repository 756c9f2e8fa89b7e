import { describe, expect, it } from 'vitest';
import { CATALOGUE_FILTER_PARAMS, CATALOGUE_SEARCH_PREFIX, cataloguePath, productPath } from './catalogue-urls.ts';

describe('catalogue URLs (shared by the server pages and the app)', () => {
  it('names every catalogue page', () => {
    expect(cataloguePath()).toBe('/explore-scents');
    expect(cataloguePath({ page: 1 })).toBe('/explore-scents');
    expect(cataloguePath({ page: 3 })).toBe('/explore-scents/page/3');
    expect(cataloguePath({ keyword: 'rose & oud' })).toBe('/explore-scents/search/rose%20%26%20oud');
    expect(cataloguePath({ keyword: 'rose', page: 2 })).toBe('/explore-scents/search/rose/page/2');
    expect(`${CATALOGUE_SEARCH_PREFIX}rose`).toBe(cataloguePath({ keyword: 'rose' }));
  });

  it('names a scent page and the filters a URL carries', () => {
    expect(productPath('abc')).toBe('/explore-scents/abc');
    expect(CATALOGUE_FILTER_PARAMS).toEqual(['occasion', 'vibe', 'season']);
  });
});
