import { count, gte, sql } from 'drizzle-orm';
import { fromCents } from '#domain/money.ts';
import type { OrderDayStats } from '#domain/schemas/order-stats.ts';
import type { Queryable } from '#server/db/client.ts';
import { orders } from '#server/db/schema.ts';

const DAY_MS = 24 * 3600 * 1000;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Orders placed and revenue per UTC day over the last `days` days (today included), oldest
 * first, zero days filled in. Revenue counts paid orders only: an unpaid order is not money yet.
 * Grouped in SQL so the work stays the same however many orders a day brings.
 */
export async function orderStats(db: Queryable, days: number, now: Date = new Date()): Promise<OrderDayStats[]> {
  const firstDay = new Date(Date.parse(utcDay(now)) - (days - 1) * DAY_MS);
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      date: day,
      orders: count(),
      revenueCents: sql<string>`coalesce(sum(case when ${orders.isPaid} then ${orders.totalCents} else 0 end), 0)`,
    })
    .from(orders)
    .where(gte(orders.createdAt, firstDay))
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [row.date, row]));
  return Array.from({ length: days }, (_, i) => {
    const date = utcDay(new Date(firstDay.getTime() + i * DAY_MS));
    const row = byDay.get(date);
    return { date, orders: Number(row?.orders ?? 0), revenue: fromCents(Number(row?.revenueCents ?? 0)) };
  });
}
