import * as m from '#messages';
import { HERO_OFFER_PERCENT } from '#domain/enums.ts';

/**
 * 'November' ('novembre'): the offer always runs in the month the shopper is looking at it. A
 * list in the messages, not Intl.DateTimeFormat: the first Intl object of a page loads the
 * browser's locale data, about 180 ms of main thread during the home page's hydration.
 */
export function offerMonth(now: Date = new Date()): string {
  return m.month_names().split(',')[now.getMonth()]!;
}

export const offerPercent = HERO_OFFER_PERCENT;
