import { describe, expect, it } from 'vitest';
import { safeRedirect, validateRedirectSearch } from './redirect-target.ts';

describe('safeRedirect', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirect('/checkout')).toBe('/checkout');
    expect(safeRedirect('/explore-scents/abc?x=1#reviews')).toBe('/explore-scents/abc?x=1#reviews');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'checkout',
    '',
    '/\u0000x',
    '/login',
    '/register?redirect=/checkout',
  ])('falls back to / for %j', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });

  it('ignores what is not a string', () => {
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect(42)).toBe('/');
    expect(safeRedirect(['/checkout'])).toBe('/');
  });
});

describe('validateRedirectSearch', () => {
  it('keeps a safe redirect', () => {
    expect(validateRedirectSearch({ redirect: '/checkout' })).toStrictEqual({ redirect: '/checkout' });
  });

  // The router spreads the raw params under this result: the key must be there to override them.
  it.each([{ redirect: 'https://evil.example' }, {}, { redirect: 7 }, { redirect: '/' }])('overrides %j with an explicit undefined', (search) => {
    expect(validateRedirectSearch(search)).toStrictEqual({ redirect: undefined });
  });
});
