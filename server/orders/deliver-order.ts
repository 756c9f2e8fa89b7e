import { and, eq, sql } from 'drizzle-orm';
import { messages } from '#domain/messages.ts';
import type { Order } from '#domain/schemas/order.ts';
import type { Database } from '#server/db/client.ts';
import { orders } from '#server/db/schema.ts';
import { badRequest, notFound } from '#server/http/http-error.ts';
import { findOrder, orderDto } from './order-queries.ts';

/**
 * PUT /api/orders/:id/deliver (admin). Only a paid order ships. Delivering a delivered order
 * returns it unchanged rather than failing: an admin's offline outbox may replay the call.
 */
export async function markDelivered(db: Database, orderId: string): Promise<Order> {
  const order = await findOrder(db, orderId);
  if (!order) throw notFound(messages.orderNotFound);
  if (!order.isPaid) throw badRequest(messages.orderNotPaid);
  if (order.isDelivered) return orderDto(db, order);
  const [updated] = await db
    .update(orders)
    .set({ isDelivered: true, deliveredAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.isDelivered, false)))
    .returning();
  return orderDto(db, updated ?? (await findOrder(db, orderId))!);
}
