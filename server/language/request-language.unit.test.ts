import { describe, expect, it } from 'vitest';
import { preferredLocale } from './request-language.ts';

describe('the language a request prefers', () => {
  it('is French only when French comes first among the shop’s languages', () => {
    expect(preferredLocale('fr-CA')).toBe('fr');
    expect(preferredLocale('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(preferredLocale('de-DE,fr;q=0.7,en;q=0.5')).toBe('fr');
    expect(preferredLocale('en-CA,fr-CA;q=0.9')).toBe('en');
    expect(preferredLocale('fr;q=0.2,en;q=0.8')).toBe('en');
    expect(preferredLocale('fr;q=0')).toBe('en');
    expect(preferredLocale(undefined)).toBe('en');
    expect(preferredLocale('*')).toBe('en');
  });

  it('reads no further than the first few hundred characters of a long header', () => {
    expect(preferredLocale(`${'x;q=0.1,'.repeat(10_000)}fr`)).toBe('en');
  });
});
