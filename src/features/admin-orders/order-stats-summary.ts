import * as m from '#messages';
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

/** What each chart says in words: its accessible name and its caption. */
export function describeOrders(days: readonly OrderDayStats[]): string {
  const { orders, busiest } = summarise(days);
  if (!busiest) return m.admin_orders_none_in_days({ days: days.length });
  return m.admin_orders_in_days({ orders: m.admin_order_count({ count: orders }), days: days.length, date: busiest.date, count: busiest.orders });
}

export function describeRevenue(days: readonly OrderDayStats[]): string {
  const { revenueCents, best } = summarise(days);
  if (!best) return m.admin_revenue_none_in_days({ days: days.length });
  return m.admin_revenue_in_days({ total: formatMoney(revenueCents), days: days.length, date: best.date, best: formatMoney(toCents(best.revenue)) });
}
