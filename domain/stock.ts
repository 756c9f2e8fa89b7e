import { LOW_STOCK_THRESHOLD } from './enums.ts';
import { messages } from './messages.ts';

/**
 * The stock line on a product page (spec §8): out of stock at 0, a hurry message for 1–4,
 * nothing when there is plenty.
 */
export function stockMessage(countInStock: number): string | null {
  if (countInStock <= 0) return messages.outOfStock;
  if (countInStock < LOW_STOCK_THRESHOLD) return messages.lowStock(countInStock);
  return null;
}

/**
 * What a page shows of a stock, as a number: 0 sold out, 1–4 "only N left", LOW_STOCK_THRESHOLD
 * for any count from there up. Two counts with the same value look the same on every page, so a
 * sale between them changes no cached page (server/catalogue-cache). `sillage_stock_shown`
 * (server/db/functions/sillage_stock_shown.sql) is the same rule in SQL (a test holds them equal).
 */
export function stockShown(countInStock: number): number {
  return Math.min(Math.max(countInStock, 0), LOW_STOCK_THRESHOLD);
}
