import { and, eq, sum, type SQL } from 'drizzle-orm';
import type { Queryable } from '#server/db/client.ts';
import { orderCounts } from '#server/db/schema.ts';

/**
 * How many orders match the admin list's paid/delivered filters, read from the four per-state
 * counters a database trigger keeps (server/db/functions/count_orders.sql) instead of counting
 * every order: the same cost at 1,000 orders as at 100,000. Exact: the counters change in the
 * ordering transaction.
 */
export async function countOrders(db: Queryable, filter: { paid?: boolean; delivered?: boolean }): Promise<number> {
  const conditions: SQL[] = [];
  if (filter.paid !== undefined) conditions.push(eq(orderCounts.isPaid, filter.paid));
  if (filter.delivered !== undefined) conditions.push(eq(orderCounts.isDelivered, filter.delivered));
  const [row] = await db
    .select({ total: sum(orderCounts.n) })
    .from(orderCounts)
    .where(conditions.length > 0 ? and(...conditions) : undefined);
  return Number(row?.total ?? 0);
}
