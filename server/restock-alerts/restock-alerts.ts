import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNotNull, isNull, like, or, sql } from 'drizzle-orm';
import type { Locale } from '#domain/i18n/locales.ts';
import { domainsOf, mailboxOf } from '#domain/mailbox.ts';
import { messages } from '#domain/messages.ts';
import type { RestockAlertView } from '#domain/schemas/restock-alert.ts';
import type { Database, Queryable } from '#server/db/client.ts';
import { outbox, products, restockAlerts, users } from '#server/db/schema.ts';
import { published } from '#server/products/product-queries.ts';
import { badRequest, conflict, notFound, TooManyRequests } from '#server/http/http-error.ts';
import { queueMessage } from '#server/messages/outbox.ts';
import { seal } from '#server/messages/sealed-payload.ts';
import { limits, overLimit } from '#server/rate-limit/rate-limit.ts';

/**
 * "Notify me" on a sold-out scent (issue 23). An account's alert is live at once; an address's only
 * once the address confirmed it through the mailed link, by pressing the button on the page the
 * link opens (a mail scanner fetching the link confirms nothing). When the scent is back the
 * database queues the messages (server/db/functions/sillage_queue_restock_alerts.sql); this file
 * opens, confirms, lists and ends alerts.
 */

/** How long a confirmation link works. */
const CONFIRM_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/** An address's alert whose link may still be used: not confirmed, not ended, not expired. */
const stillConfirmable = [
  isNull(restockAlerts.confirmedAt),
  isNull(restockAlerts.endedAt),
  gt(restockAlerts.createdAt, sql`now() - make_interval(secs => ${CONFIRM_LIFETIME_SECONDS})`),
];

/**
 * …and whose scent the public may see (issue 49): a scent taken back to draft is no scent to a
 * shopper, and its name (maybe its next one, not public yet) is on no page a link opens.
 */
/** Confirmed and not ended: waiting for its scent to come back. */
const alertStillOn = and(isNotNull(restockAlerts.confirmedAt), isNull(restockAlerts.endedAt));

const ofPublishedScent = sql`exists (select 1 from ${products} where ${products.id} = ${restockAlerts.productId} and ${products.isPublished})`;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

type SoldOutScent = { id: string; name: string };

/** The scent, which must exist and be published (404) and be sold out (409: there is nothing to wait for). */
async function soldOutScent(db: Database, productId: string): Promise<SoldOutScent> {
  const [product] = await db
    .select({ id: products.id, name: products.name, countInStock: products.countInStock })
    .from(products)
    .where(and(eq(products.id, productId), published));
  if (!product) throw notFound(messages.productNotFound);
  if (product.countInStock > 0) throw conflict(messages.restockNotSoldOut);
  return product;
}

/**
 * `language`: the page's the address was given on (its `Accept-Language`, issue 24). Kept with
 * the confirmation mail, it is also the language of the restock mail later (compose-mail.ts):
 * a signed-out alert has no account to hold one.
 */
export type AddressRequest = { db: Database; secret: Uint8Array; clientIp: string; origin: string; language?: Locale };

/** The rate-limit key of one mailbox's confirmations, whichever spelling asked (issue 49). */
export const restockMailboxKey = (email: string) => `restock:email:${mailboxOf(email)}`;

/**
 * POST /api/products/:id/restock-alerts {email}, signed out: the same 202 whatever the address.
 * The form mails someone who may never have asked, so a mailbox (domain/mailbox.ts: however its
 * address is spelt) gets at most one confirmation per scent while its link works, none once it
 * confirmed, and a few a day across scents (rate-limit.ts). Once a link has expired, asking again
 * replaces it.
 */
export async function requestAddressAlert({ db, secret, clientIp, origin, language = 'en' }: AddressRequest, productId: string, email: string): Promise<void> {
  const scent = await soldOutScent(db, productId);
  const mailbox = mailboxOf(email);
  const waits = (
    await Promise.all([
      overLimit(db, `restock:ip:${clientIp}`, limits.restockAlertsPerIp),
      overLimit(db, restockMailboxKey(email), limits.restockConfirmationsPerMailbox),
    ])
  ).filter((seconds) => seconds !== undefined);
  if (waits.length > 0) throw new TooManyRequests(messages.tooManyRequests, Math.max(...waits));

  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    // One ask at a time per scent and mailbox: the unique index sees only literal addresses.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sillage-restock:${scent.id}:${mailbox}`}))`);
    const sameMailbox = (await openAddressAlerts(tx, scent.id, mailbox)).filter((alert) => mailboxOf(alert.email) === mailbox);
    if (sameMailbox.some((alert) => alert.confirmedAt !== null || alert.linkWorks)) return;
    if (sameMailbox.length > 0) {
      // With its confirmation's outbox row (kept once sent, to its address): the alert it was for is gone.
      const replaced = sameMailbox.map((alert) => alert.id);
      await tx.delete(restockAlerts).where(inArray(restockAlerts.id, replaced));
      await tx.delete(outbox).where(and(eq(outbox.kind, 'restock-confirm'), inArray(outbox.subject, replaced)));
    }
    const [alert] = await tx
      .insert(restockAlerts)
      .values({ productId: scent.id, email, tokenHash: tokenHash(token) })
      .onConflictDoNothing()
      .returning({ id: restockAlerts.id });
    if (!alert) return;
    await queueMessage(tx, {
      kind: 'restock-confirm',
      subject: alert.id,
      recipient: email,
      payload: { productId: scent.id, token: seal(secret, token), language },
      origin,
    });
  });
}

/**
 * The scent's open signed-out alerts at the mailbox's domains (the caller compares mailboxes):
 * confirmed, waiting on their link (`linkWorks`), or with a link past its lifetime.
 */
function openAddressAlerts(db: Queryable, productId: string, mailbox: string) {
  const atDomain = domainsOf(mailbox).map((domain) => like(restockAlerts.email, `%@${domain}`));
  return db
    .select({
      id: restockAlerts.id,
      email: restockAlerts.email,
      confirmedAt: restockAlerts.confirmedAt,
      linkWorks: sql<boolean>`(${and(...stillConfirmable)})`,
    })
    .from(restockAlerts)
    .where(and(eq(restockAlerts.productId, productId), isNull(restockAlerts.userId), isNull(restockAlerts.endedAt), or(...atDomain)));
}

/**
 * The scent a link names, and whether its alert is on already: an unconfirmed, unexpired link (the
 * confirmation page asks), or a confirmed alert still waiting (the page says it is on: the link
 * opened a second time, issue 53); undefined for anything else (ended, expired, unknown).
 */
export async function scentOfLink(db: Database, token: string): Promise<{ name: string; alreadyOn: boolean } | undefined> {
  const [row] = await db
    .select({ name: products.name, alreadyOn: sql<boolean>`${restockAlerts.confirmedAt} is not null` })
    .from(restockAlerts)
    .innerJoin(products, eq(products.id, restockAlerts.productId))
    .where(and(eq(restockAlerts.tokenHash, tokenHash(token)), or(and(...stillConfirmable), alertStillOn), ofPublishedScent));
  return row;
}

export type Confirmed = { productId: string; name: string; inStock: boolean; alreadyOn: boolean };

/**
 * POST /api/restock-alerts/confirm {token}: the address's alert goes live. Should the scent be
 * back already, there is nothing to wait for: the alert ends and the page says so.
 */
export async function confirmAddressAlert(db: Database, token: string): Promise<Confirmed> {
  return db.transaction(async (tx) => {
    // The link confirms once; opened again while its alert waits, it says so (its hash is kept
    // until the alert ends, so that a second press is told the alert is on, not refused).
    const [on] = await tx
      .select({ id: restockAlerts.id, productId: restockAlerts.productId })
      .from(restockAlerts)
      .where(and(eq(restockAlerts.tokenHash, tokenHash(token)), alertStillOn, ofPublishedScent));
    const [alert] = on
      ? [on]
      : await tx
          .update(restockAlerts)
          .set({ confirmedAt: sql`now()` })
          .where(and(eq(restockAlerts.tokenHash, tokenHash(token)), ...stillConfirmable, ofPublishedScent))
          .returning({ id: restockAlerts.id, productId: restockAlerts.productId });
    if (!alert) throw badRequest(messages.restockLinkInvalid, [{ path: 'token', message: messages.restockLinkInvalid }]);
    const [product] = await tx.select({ name: products.name, countInStock: products.countInStock }).from(products).where(eq(products.id, alert.productId));
    const inStock = (product?.countInStock ?? 0) > 0;
    if (inStock)
      await tx
        .update(restockAlerts)
        .set({ endedAt: sql`now()` })
        .where(eq(restockAlerts.id, alert.id));
    return { productId: alert.productId, name: product?.name ?? '', inStock, alreadyOn: Boolean(on) };
  });
}

/** POST /api/products/:id/restock-alerts {}, signed in: live at once; true when it is new (201). */
export async function openAccountAlert(db: Database, user: { id: string; email: string }, productId: string): Promise<boolean> {
  const scent = await soldOutScent(db, productId);
  const inserted = await db
    .insert(restockAlerts)
    .values({ productId: scent.id, userId: user.id, email: user.email, confirmedAt: sql`now()` })
    .onConflictDoNothing({
      target: [restockAlerts.productId, restockAlerts.userId],
      where: sql`${restockAlerts.endedAt} is null and ${restockAlerts.userId} is not null`,
    })
    .returning({ id: restockAlerts.id });
  return inserted.length > 0;
}

/** DELETE /api/products/:id/restock-alerts: ends the account's alert for the scent, if any. */
export async function endAccountAlert(db: Database, userId: string, productId: string): Promise<void> {
  await db
    .update(restockAlerts)
    .set({ endedAt: sql`now()` })
    .where(and(eq(restockAlerts.productId, productId), eq(restockAlerts.userId, userId), isNull(restockAlerts.endedAt)));
}

/** GET /api/restock-alerts: the account's live alerts, newest first. */
export async function listAccountAlerts(db: Database, userId: string): Promise<RestockAlertView[]> {
  const rows = await db
    .select({ productId: restockAlerts.productId, name: products.name, image: products.image, createdAt: restockAlerts.createdAt })
    .from(restockAlerts)
    .innerJoin(products, eq(products.id, restockAlerts.productId))
    .where(and(eq(restockAlerts.userId, userId), isNull(restockAlerts.endedAt), isNotNull(restockAlerts.confirmedAt), published))
    .orderBy(desc(restockAlerts.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * The one-click unsubscribe (RFC 8058): every open alert of the address ends, those it set signed
 * out and those of the account that uses it. Returns how many ended.
 */
export async function endAlertsOfAddress(db: Database, email: string): Promise<number> {
  const ofAccount = db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const ended = await db
    .update(restockAlerts)
    .set({ endedAt: sql`now()` })
    .where(and(isNull(restockAlerts.endedAt), or(eq(restockAlerts.email, email), sql`${restockAlerts.userId} in ${ofAccount}`)))
    .returning({ id: restockAlerts.id });
  return ended.length;
}
