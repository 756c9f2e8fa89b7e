import { eq, inArray, sql } from 'drizzle-orm';
import { localizedPath, type Locale } from '#domain/i18n/locales.ts';
import type { Env } from '#server/config/env.ts';
import type { Database } from '#server/db/client.ts';
import { orderItems, orders, products, users } from '#server/db/schema.ts';
import { asLocale, messagesFor, moneyIn } from '#server/messages/language.ts';
import type { OutboxRow } from '#server/messages/outbox.ts';
import { pushToDevices, type PushMessage } from './push-sender.ts';
import { paidOrderSubscriptions, subscriptionsOfUser, type StoredSubscription } from './push-subscriptions.ts';

export type PushDeps = { db: Database; env: Pick<Env, 'push'> };

/** A scent back: worth a day's wait on a phone that is off, no more (it may sell out again). */
const RESTOCK = { ttlSeconds: 24 * 60 * 60, urgency: 'normal' } as const;
/** A paid order: an admin packs it today; at once, and not after an hour. */
const PAID_ORDER = { ttlSeconds: 60 * 60, urgency: 'high' } as const;

/** Each account's language (issue 24): a push says its words in it and opens its page there. */
async function languagesOf(db: Database, userIds: string[]): Promise<Map<string, Locale>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, asLocale(row.language)]));
}

/** Devices by their account's language, so each language's message is written and sent once. */
function byLanguage(devices: StoredSubscription[], languages: Map<string, Locale>): Map<Locale, StoredSubscription[]> {
  const groups = new Map<Locale, StoredSubscription[]>();
  for (const device of devices) {
    const locale = languages.get(device.userId) ?? 'en';
    groups.set(locale, [...(groups.get(locale) ?? []), device]);
  }
  return groups;
}

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
    const [counted] = await deps.db
      .select({ samples: sql<number>`coalesce(sum(${orderItems.qty}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    const samples = Number(counted?.samples ?? 0);
    const groups = byLanguage(
      devices,
      await languagesOf(
        deps.db,
        devices.map((device) => device.userId),
      ),
    );
    // As for one message to every device: retried (PushRetryLater) only when no device took it.
    let delivered = 0;
    let retry: unknown;
    for (const [locale, group] of groups) {
      const t = messagesFor(locale);
      const message: PushMessage = {
        title: t.paid_order_push_title(),
        body: t.paid_order_push_body({ total: moneyIn(locale, order.totalCents), samples }),
        url: localizedPath(locale, `/order/${order.id}`),
        tag: `order-${order.id}`,
      };
      try {
        delivered += await pushToDevices(deps.db, deps.env.push, group, message, PAID_ORDER);
      } catch (error) {
        retry = error;
      }
    }
    if (retry && delivered === 0) throw retry;
    return true;
  }
  if (row.kind === 'restock' && payload.userId) {
    const devices = await subscriptionsOfUser(deps.db, payload.userId);
    if (devices.length === 0 || !deps.env.push.vapid) return false;
    const [product] = await deps.db
      .select({ id: products.id, name: products.name, isPublished: products.isPublished })
      .from(products)
      .where(eq(products.id, payload.productId ?? ''));
    // Gone, or taken back to draft since it was queued (issue 49: a draft's name is not the
    // public's): left to the mail, which gives it up the same way.
    if (!product?.isPublished) return false;
    const locale = (await languagesOf(deps.db, [payload.userId])).get(payload.userId) ?? 'en';
    const t = messagesFor(locale);
    const message = {
      title: t.restock_push_title({ name: product.name }),
      body: t.restock_push_body(),
      url: localizedPath(locale, `/explore-scents/${product.id}`),
      tag: `restock-${product.id}`,
    };
    return (await pushToDevices(deps.db, deps.env.push, devices, message, RESTOCK)) > 0;
  }
  return false;
}
