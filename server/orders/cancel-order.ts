import { messages } from '#domain/messages.ts';
import type { Order } from '#domain/schemas/order.ts';
import type { Database } from '#server/db/client.ts';
import { badRequest, notFound } from '#server/http/http-error.ts';
import { releaseHold } from './order-holds.ts';
import { findOwnOrder, orderDto } from './order-queries.ts';

/**
 * PUT /api/orders/:id/cancel: the shopper lets an unpaid order go and its scents go back on the
 * shelf at once. Only its owner may (anyone else gets the same 404 as for a missing order).
 * Cancelling a cancelled order returns it unchanged: a replay from the outbox or a double tap.
 * Also the scents whose shown stock the cancel changed (their cached pages go).
 */
export async function cancelOwnOrder(db: Database, orderId: string, userId: string): Promise<{ order: Order; shownChanged: string[] }> {
  // The usual case first, in one statement: the shopper's own order, still holding stock.
  const released = await releaseHold(db, orderId, { ownedBy: userId });
  if (released) return { order: await orderDto(db, released.row), shownChanged: released.shownChanged };
  // Then why not: someone else's or none, paid, or cancelled already (by a double tap or the sweep).
  const order = await findOwnOrder(db, orderId, userId);
  if (!order) throw notFound(messages.orderNotFound);
  if (order.isPaid) throw badRequest(messages.orderAlreadyPaid);
  return { order: await orderDto(db, order), shownChanged: [] };
}
