import { ACCOUNT_RECENT_PAID_ORDERS } from '#domain/enums.ts';
import type { Order } from '#domain/schemas/order.ts';

/** spec §9: My Account shows the last 3 paid orders, most recently placed first. */
export function recentPaidOrders(orders: readonly Order[], count = ACCOUNT_RECENT_PAID_ORDERS): Order[] {
  return orders
    .filter((order) => order.isPaid)
    .toSorted((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, count);
}
