import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { PushSubscriptionInput } from '#domain/schemas/push-subscription.ts';
import type { Database, Queryable } from '#server/db/client.ts';
import { pushSubscriptions, users } from '#server/db/schema.ts';

export type StoredSubscription = typeof pushSubscriptions.$inferSelect;

/**
 * How many devices an account keeps (issue 49): a shopper's phones, tablets and browsers, with
 * room to spare. Every push is one request per device, so an account must not be able to make a
 * restock a few hundred requests.
 */
export const DEVICES_PER_ACCOUNT = 10;

/**
 * Keeps a browser's subscription for the signed-in user (issue 23). Saving it again (the keys
 * renewed, the admin's switch) updates it and counts as its newest use; past
 * DEVICES_PER_ACCOUNT, the account's least recently saved device is dropped.
 *
 * An endpoint another account holds stays that account's (issue 49: whoever learnt an admin's
 * endpoint could re-post it and take the admin's device). The caller is answered just as if it
 * were new, so the answer does not tell whether someone else has it. On a shared browser the
 * other account's logout drops its subscription (device-push.ts), and the next one is new.
 */
export async function saveSubscription(db: Database, userId: string, input: PushSubscriptionInput): Promise<void> {
  const values = {
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh.replace(/=+$/, ''),
    auth: input.keys.auth.replace(/=+$/, ''),
    paidOrders: input.paidOrders ?? false,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: sql`now()` }, setWhere: eq(pushSubscriptions.userId, userId) });
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(DEVICES_PER_ACCOUNT);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
  });
}

/** Logout or a switch turned off: this device hears nothing more for this user. */
export async function deleteSubscription(db: Database, userId: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The push service said it is gone (404/410). */
export async function forgetEndpoint(db: Database, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

/**
 * The account's credentials changed hands or ended (issue 49): a password reset or change, an
 * account deleted. Its devices hear nothing more until a signed-in browser subscribes again: one
 * that whoever held the old password added (an admin's paid orders) must not keep listening.
 */
export async function forgetDevicesOf(db: Queryable, userId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
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
