import type { OrderDayStats } from '#domain/schemas/order-stats.ts';
import { formatMoney, toCents } from '#domain/money.ts';

export type StatsSummary = {
  orders: number;
  revenueCents: number;
  busiest: OrderDayStats | null; // most orders; the latest such day on a tie
  best: OrderDayStats | null; // most revenue
};

export function summarise(days: readonly OrderDayStats[]): StatsSummary {
  let orders = 0;
  let revenueCents = 0;
  let busiest: OrderDayStats | null = null;
  let best: OrderDayStats | null = null;
  for (const day of days) {
    orders += day.orders;
    revenueCents += toCents(day.revenue);
    if (day.orders > 0 && (!busiest || day.orders >= busiest.orders)) busiest = day;
    if (day.revenue > 0 && (!best || day.revenue >= best.revenue)) best = day;
  }
  return { orders, revenueCents, busiest, best };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What each chart says in words: its accessible name and its caption. */
export function describeOrders(days: readonly OrderDayStats[]): string {
  const { orders, busiest } = summarise(days);
  if (!busiest) return `No orders in the last ${days.length} days.`;
  return `${plural(orders, 'order', 'orders')} in the last ${days.length} days; the busiest day was ${busiest.date} with ${busiest.orders}.`;
}

export function describeRevenue(days: readonly OrderDayStats[]): string {
  const { revenueCents, best } = summarise(days);
  if (!best) return `No paid orders in the last ${days.length} days.`;
  return `${formatMoney(revenueCents)} paid in the last ${days.length} days; the best day was ${best.date} with ${formatMoney(toCents(best.revenue))}.`;
}
