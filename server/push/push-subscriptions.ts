import { and, eq, inArray } from 'drizzle-orm';
import type { PushSubscriptionInput } from '#domain/schemas/push-subscription.ts';
import type { Database } from '#server/db/client.ts';
import { pushSubscriptions, users } from '#server/db/schema.ts';

export type StoredSubscription = typeof pushSubscriptions.$inferSelect;

/**
 * Keeps a browser's subscription for the signed-in user (issue 23). An endpoint is one browser:
 * saving it again (the keys renewed, another account signed in on that device) replaces it.
 */
export async function saveSubscription(db: Database, userId: string, input: PushSubscriptionInput): Promise<void> {
  const values = { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh.replace(/=+$/, ''), auth: input.keys.auth.replace(/=+$/, ''), paidOrders: input.paidOrders ?? false };
  await db.insert(pushSubscriptions).values(values).onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** Logout or a switch turned off: this device hears nothing more for this user. */
export async function deleteSubscription(db: Database, userId: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The push service said it is gone (404/410). */
export async function forgetEndpoint(db: Database, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export const subscriptionsOfUser = (db: Database, userId: string) => db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

/** The devices of admins (still admins) that asked to hear of paid orders. */
export function paidOrderSubscriptions(db: Database): Promise<StoredSubscription[]> {
  const admins = db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
  return db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.paidOrders, true), inArray(pushSubscriptions.userId, admins)));
}
