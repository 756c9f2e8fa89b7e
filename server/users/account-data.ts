import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { mailboxOf } from '#domain/mailbox.ts';
import { fromCents } from '#domain/money.ts';
import { messages } from '#domain/messages.ts';
import { FORMER_SHOPPER } from '#domain/schemas/account-data.ts';
import { verifyPassword } from '#server/auth/passwords.ts';
import type { Database, Queryable } from '#server/db/client.ts';
import { orderItems, orders, products, pushSubscriptions, restockAlerts, reviews, savedScents, users } from '#server/db/schema.ts';
import { conflict, forbidden, notFound, unauthorized } from '#server/http/http-error.ts';
import { forgetKeysOf } from '#server/idempotency/key-expiry.ts';
import { forgetAddress } from '#server/messages/outbox.ts';
import { releaseHold } from '#server/orders/order-holds.ts';
import { forgetLimitsNaming } from '#server/rate-limit/limit-expiry.ts';
import { clearLimit, limits, overLimit } from '#server/rate-limit/rate-limit.ts';
import { refuseWhileOver } from './accounts.ts';

/**
 * The shopper's own data (issue 27, point 9; PIPEDA, and Quebec's Law 25: the right to get
 * one's data and have it deleted). What the privacy page says is kept is what this exports.
 */

const money = (cents: number) => fromCents(cents);

/**
 * A scent's name as the public may know it (issue 49): a draft's is not. A scent taken back to
 * draft may be given its next name before it is published; the export keeps its id and leaves
 * the name out (null) until the public sees it again.
 */
const publicName = sql<string | null>`case when ${products.isPublished} then ${products.name} end`;

/** GET /api/users/profile/export: everything the shop keeps about the account, as JSON. */
export async function exportAccountData(db: Database, userId: string) {
  const [account] = await db
    .select({ id: users.id, name: users.name, email: users.email, isAdmin: users.isAdmin, createdAt: users.createdAt, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) throw notFound(messages.userNotFound);
  const orderRows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
  const lines =
    orderRows.length === 0
      ? []
      : await db
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              orderRows.map((order) => order.id),
            ),
          );
  const addressOf = (order: (typeof orderRows)[number]) => ({
    address: order.shippingAddress1,
    city: order.city,
    postalCode: order.postalCode,
    state: order.state,
    country: order.country,
    phoneNumber: order.phoneNumber,
  });
  const addresses = [...new Map(orderRows.map((order) => [JSON.stringify(addressOf(order)), addressOf(order)])).values()];
  const [reviewRows, savedRows, alertRows, devices] = await Promise.all([
    db
      .select({ productId: reviews.productId, scent: publicName, rating: reviews.rating, comment: reviews.comment, createdAt: reviews.createdAt })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(eq(reviews.userId, userId))
      .orderBy(asc(reviews.createdAt)),
    db
      .select({ productId: savedScents.productId, scent: publicName, savedAt: savedScents.savedAt })
      .from(savedScents)
      .innerJoin(products, eq(products.id, savedScents.productId))
      .where(eq(savedScents.userId, userId))
      .orderBy(desc(savedScents.savedAt)),
    db
      .select({
        productId: restockAlerts.productId,
        scent: publicName,
        createdAt: restockAlerts.createdAt,
        confirmedAt: restockAlerts.confirmedAt,
        endedAt: restockAlerts.endedAt,
      })
      .from(restockAlerts)
      .innerJoin(products, eq(products.id, restockAlerts.productId))
      // The account's own alerts only (issue 49): one set signed out names an address, and an
      // account proves nothing about its address (registration sends no link to confirm), so
      // whoever registers an address would read the history of the one who used it before. Those
      // alerts still work by mail and stop from its link; they are not this account's to show.
      .where(eq(restockAlerts.userId, userId))
      .orderBy(desc(restockAlerts.createdAt)),
    db
      .select({ endpoint: pushSubscriptions.endpoint, paidOrders: pushSubscriptions.paidOrders, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account,
    addresses,
    orders: orderRows.map((order) => ({
      id: order.id,
      placedAt: order.createdAt,
      shippingAddress: addressOf(order),
      paymentMethod: order.paymentMethod,
      items: lines
        .filter((line) => line.orderId === order.id)
        .map((line) => ({ productId: line.productId, name: line.name, qty: line.qty, price: money(line.priceCents) })),
      itemsPrice: money(order.itemsCents),
      shippingPrice: money(order.shippingCents),
      taxPrice: money(order.taxCents),
      totalPrice: money(order.totalCents),
      paidAt: order.paidAt,
      paymentPayerEmail: order.paymentPayerEmail,
      deliveredAt: order.deliveredAt,
      cancelledAt: order.cancelledAt,
    })),
    reviews: reviewRows,
    savedScents: savedRows,
    restockAlerts: alertRows,
    // Only which push service each device uses: the endpoint itself is a capability to the device.
    notificationDevices: devices.map((device) => ({ pushService: new URL(device.endpoint).host, paidOrders: device.paidOrders, since: device.createdAt })),
  };
}

/**
 * Deletes a user row and what hangs from it (sessions stop at once: a token's user must exist;
 * saved scents, alerts, devices and reviews go by the foreign keys), recomputing the ratings the
 * reviews counted towards, in the caller's transaction. Orders stay (their user_id is set null).
 */
export async function deleteUserRow(tx: Queryable, userId: string): Promise<boolean> {
  const reviewed = await tx.selectDistinct({ productId: reviews.productId }).from(reviews).where(eq(reviews.userId, userId));
  const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  if (deleted.length === 0) return false;
  const productIds = reviewed.map((r) => r.productId);
  if (productIds.length > 0) {
    await tx
      .update(products)
      .set({
        numReviews: sql`(select count(*)::int from ${reviews} where ${reviews.productId} = ${products.id})`,
        rating: sql`coalesce((select avg(${reviews.rating})::double precision from ${reviews} where ${reviews.productId} = ${products.id}), 0)`,
      })
      .where(inArray(products.id, productIds));
  }
  return true;
}

/**
 * What names an account outside its own rows, gone with it (issue 49, point 4), in the caller's
 * transaction, before its user row: its restock alerts, signed in or out (the address asked to be
 * forgotten, and deleting an alert discloses nothing); the rate-limit counters keyed by its
 * address, mailbox or id; its Idempotency-Keys and the kept answers naming it; the mail waiting
 * for it or naming it (what was sent to it stays, to nobody). Both deletions call it: the owner's
 * and an admin's (which keeps the orders as they were placed).
 */
export async function forgetAccountTraces(tx: Queryable, userId: string, email: string): Promise<void> {
  await tx.delete(restockAlerts).where(or(eq(restockAlerts.userId, userId), sql`lower(${restockAlerts.email}) = ${email.toLowerCase()}`));
  await forgetLimitsNaming(tx, [email, mailboxOf(email), userId]);
  await forgetKeysOf(tx, userId, email);
  await forgetAddress(tx, email, userId);
}

/**
 * DELETE /api/users/profile {currentPassword}: the shopper's own account goes. Unpaid orders are
 * cancelled (their stock back on sale); every order stays for the books, with the name, email,
 * address, phone and payer's email replaced. Nothing else naming the account or its address
 * stays (issue 49, point 4): its restock alerts, signed in or out; the rate-limit counters keyed
 * by its address, mailbox or id; its Idempotency-Keys; the mail waiting for it or naming it (what
 * was sent to it stays, to nobody). Refused (409) while a paid order is on its way, and for an
 * admin (403).
 */
export async function deleteOwnAccount(db: Database, userId: string, currentPassword: string): Promise<void> {
  const [account] = await db.select({ email: users.email, passwordHash: users.passwordHash, isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId));
  if (!account) throw notFound(messages.userNotFound);
  refuseWhileOver([await overLimit(db, `profile:password:${userId}`, limits.failedLoginsPerEmail)]);
  if (!(await verifyPassword(account.passwordHash, currentPassword))) throw unauthorized(messages.currentPasswordWrong);
  await clearLimit(db, `profile:password:${userId}`);
  // The admin screen refuses an admin's own deletion (the shop must keep one); so does this.
  if (account.isAdmin) throw forbidden(messages.adminCannotDeleteOwnAccount);
  await db.transaction(async (tx) => {
    // A paid order not delivered yet still needs the address it goes to: the account waits.
    const onItsWay = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.isPaid, true), eq(orders.isDelivered, false), isNull(orders.cancelledAt)))
      .limit(1);
    if (onItsWay.length > 0) throw conflict(messages.accountHasOrderOnItsWay);
    const holding = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.isPaid, false), isNull(orders.cancelledAt)));
    for (const order of holding) await releaseHold(tx, order.id);
    await tx
      .update(orders)
      .set({
        userName: FORMER_SHOPPER.name,
        userEmail: FORMER_SHOPPER.email,
        shippingAddress1: '',
        city: '',
        postalCode: '',
        state: '',
        phoneNumber: '',
        paymentPayerEmail: null,
        clientAddress: null,
      })
      .where(eq(orders.userId, userId));
    // Not the cancellations just queued either.
    await forgetAccountTraces(tx, userId, account.email);
    await deleteUserRow(tx, userId);
  });
}
