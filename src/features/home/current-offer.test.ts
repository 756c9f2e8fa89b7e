import { describe, expect, it } from 'vitest';
import { offerMonth, offerPercent } from './current-offer.ts';

describe('hero offer', () => {
  it('names the current month', () => {
    expect(offerMonth(new Date(2025, 10, 21))).toBe('November');
    expect(offerMonth(new Date(2026, 0, 1))).toBe('January');
  });
  it('names every month as the browser would', () => {
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(2026, month, 15);
      expect(offerMonth(date)).toBe(new Intl.DateTimeFormat('en-US', { month: 'long' }).format(date));
    }
  });
  it('is 25% off (spec §9)', () => {
    expect(offerPercent).toBe(25);
  });
});
