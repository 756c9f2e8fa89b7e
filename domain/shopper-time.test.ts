import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOPPER_TIME_ZONE, formatShopperDate, formatShopperTime, shopperTimeZone } from './shopper-time.ts';

describe("a shopper's time zone, from the order's address (issue 53)", () => {
  it("is the province's, however it is written, in either language", () => {
    for (const state of ['QC', 'Québec', 'quebec', ' Qc ']) expect(shopperTimeZone('Canada', state)).toBe('America/Toronto');
    for (const state of ['BC', 'British Columbia', 'Colombie-Britannique']) expect(shopperTimeZone('Canada', state)).toBe('America/Vancouver');
    expect(shopperTimeZone('Canada', 'NL')).toBe('America/St_Johns');
    expect(shopperTimeZone('Canada', 'Nouvelle-Écosse')).toBe('America/Halifax');
  });

  it("is the state's in the USA, and Eastern time when the place is not known", () => {
    expect(shopperTimeZone('USA', 'CA')).toBe('America/Los_Angeles');
    expect(shopperTimeZone('USA', 'AZ')).toBe('America/Phoenix');
    // Autofill writes the state's name.
    expect(shopperTimeZone('USA', 'California')).toBe('America/Los_Angeles');
    expect(shopperTimeZone('USA', 'new york')).toBe('America/New_York');
    expect(shopperTimeZone('Canada', 'Atlantis')).toBe(DEFAULT_SHOPPER_TIME_ZONE);
    // A Canadian province's code is not a US state's (CA is California, not Canada).
    expect(shopperTimeZone('Canada', 'CA')).toBe(DEFAULT_SHOPPER_TIME_ZONE);
  });
});

describe('a time told to a shopper', () => {
  const at = new Date('2026-12-08T01:47:00Z');
  it('is in their clock, with the zone named, in their language', () => {
    expect(formatShopperTime(at, 'en', 'America/Toronto')).toBe('December 7, 2026 at 8:47 p.m. EST');
    expect(formatShopperTime(at, 'fr', 'America/Toronto')).toBe('7 décembre 2026 à 20 h 47 HNE');
    expect(formatShopperTime(at, 'en', 'America/Vancouver')).toBe('December 7, 2026 at 5:47 p.m. PST');
  });

  it('follows daylight time where the place has it, and not where it has none', () => {
    const summer = new Date('2026-07-08T01:47:00Z');
    expect(formatShopperTime(summer, 'en', 'America/Toronto')).toBe('July 7, 2026 at 9:47 p.m. EDT');
    expect(formatShopperTime(summer, 'fr', 'America/Toronto')).toBe('7 juillet 2026 à 21 h 47 HAE');
    expect(formatShopperTime(summer, 'fr', 'America/Regina')).toBe('7 juillet 2026 à 19 h 47 HNC');
  });

  it("dates a moment by the shopper's day, not UTC's (a delivery at 8:47 p.m. in Toronto is that day's)", () => {
    expect(formatShopperDate(at, 'America/Toronto')).toBe('2026-12-07');
    expect(formatShopperDate(at, 'Europe/Paris')).toBe('2026-12-08');
  });
});
