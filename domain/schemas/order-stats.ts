// The admin order list's 30-day chart: GET /api/orders/stats?days=N (admin). One entry per UTC
// day, oldest first, days without orders included as zeros, so the chart never has gaps.
import * as v from 'valibot';
import { messages } from '../messages.ts';
import { formObject } from './fields.ts';

export const ORDER_STATS_DEFAULT_DAYS = 30;
export const ORDER_STATS_MAX_DAYS = 365;

export const orderStatsQuerySchema = formObject({
  days: v.optional(
    v.pipe(
      v.string(() => messages.invalidInput),
      v.regex(/^\d{1,3}$/, () => messages.invalidInput),
      v.transform(Number),
      v.minValue(1, () => messages.invalidInput),
      v.maxValue(ORDER_STATS_MAX_DAYS, () => messages.invalidInput),
    ),
    String(ORDER_STATS_DEFAULT_DAYS),
  ),
});
export type OrderStatsQuery = v.InferOutput<typeof orderStatsQuerySchema>;

export type OrderDayStats = {
  date: string; // YYYY-MM-DD (UTC), as dates are shown everywhere (domain/format.ts)
  orders: number; // orders placed that day, paid or not
  revenue: number; // dollars with two decimals: totals of that day's orders that are paid
};
