import { HERO_OFFER_PERCENT } from '#domain/enums.ts';

/** 'November': the offer always runs in the month the shopper is looking at it. */
export function offerMonth(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long' }).format(now);
}

export const offerPercent = HERO_OFFER_PERCENT;
