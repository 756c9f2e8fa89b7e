import { eq, sql } from 'drizzle-orm';
import { formatMoney } from '#domain/money.ts';
import { messages } from '#domain/messages.ts';
import type { Env } from '#server/config/env.ts';
import type { Database } from '#server/db/client.ts';
import { orderItems, orders, products } from '#server/db/schema.ts';
import type { OutboxRow } from '#server/messages/outbox.ts';
import { pushToDevices } from './push-sender.ts';
import { paidOrderSubscriptions, subscriptionsOfUser } from './push-subscriptions.ts';

export type PushDeps = { db: Database; env: Pick<Env, 'push'> };

/** A scent back: worth a day's wait on a phone that is off, no more (it may sell out again). */
const RESTOCK = { ttlSeconds: 24 * 60 * 60, urgency: 'normal' } as const;
/** A paid order: an admin packs it today; at once, and not after an hour. */
const PAID_ORDER = { ttlSeconds: 60 * 60, urgency: 'high' } as const;

/**
 * Sends an outbox message by push when it goes that way (issue 23): a paid order to the admins'
 * devices that asked; a signed-in shopper's restock alert to their devices. True when the message
 * is done with; false when it goes by mail instead (no device, or every device gone).
 */
export async function deliverByPush(deps: PushDeps, row: OutboxRow): Promise<boolean> {
  const payload = row.payload as Record<string, string | undefined>;
  if (row.kind === 'paid-order-push') {
    const devices = await paidOrderSubscriptions(deps.db);
    if (devices.length === 0) return true;
    const [order] = await deps.db.select({ id: orders.id, totalCents: orders.totalCents }).from(orders).where(eq(orders.id, row.subject));
    if (!order) return true;
    const [counted] = await deps.db.select({ samples: sql<number>`coalesce(sum(${orderItems.qty}), 0)::int` }).from(orderItems).where(eq(orderItems.orderId, order.id));
    const body = messages.paidOrderPushBody(formatMoney(order.totalCents), Number(counted?.samples ?? 0));
    await pushToDevices(deps.db, deps.env.push, devices, { title: messages.paidOrderPushTitle, body, url: `/order/${order.id}`, tag: `order-${order.id}` }, PAID_ORDER);
    return true;
  }
  if (row.kind === 'restock' && payload.userId) {
    const devices = await subscriptionsOfUser(deps.db, payload.userId);
    if (devices.length === 0 || !deps.env.push.vapid) return false;
    const [product] = await deps.db.select({ id: products.id, name: products.name }).from(products).where(eq(products.id, payload.productId ?? ''));
    if (!product) return false;
    const message = { title: messages.restockPushTitle(product.name), body: messages.restockPushBody, url: `/explore-scents/${product.id}`, tag: `restock-${product.id}` };
    return (await pushToDevices(deps.db, deps.env.push, devices, message, RESTOCK)) > 0;
  }
  return false;
}
