import { describe, expect, it } from 'vitest';
import { cleanKeyword, hasFilters, parsePageNumber, validateCatalogueSearch } from './catalogue-search.ts';

describe('catalogue search params', () => {
  it('keeps known filters and drops unknown ones instead of failing', () => {
    expect(validateCatalogueSearch({ occasion: 'Night-Out', vibe: 'Woody', season: 'winter' })).toEqual({
      occasion: 'Night-Out',
      vibe: 'Woody',
      season: 'winter',
    });
    expect(validateCatalogueSearch({ season: 'monsoon', vibe: 3 })).toEqual({ season: undefined, vibe: undefined, occasion: undefined });
  });

  it('knows when any filter is active', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ vibe: 'Fresh' })).toBe(true);
  });

  it('reads only whole page numbers from 1', () => {
    expect(parsePageNumber('1')).toBe(1);
    expect(parsePageNumber('12')).toBe(12);
    for (const bad of ['0', '-1', 'abc', '2.5', '', '01', '1e3', '9999999999']) expect(parsePageNumber(bad)).toBeNull();
  });

  it('treats a blank keyword as none', () => {
    expect(cleanKeyword('  rose ')).toBe('rose');
    expect(cleanKeyword('   ')).toBeUndefined();
    expect(cleanKeyword(undefined)).toBeUndefined();
  });
});
