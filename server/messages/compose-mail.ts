import { and, eq } from 'drizzle-orm';
import { FORMER_SHOPPER } from '#domain/schemas/account-data.ts';
import type { Env } from '#server/config/env.ts';
import type { Database } from '#server/db/client.ts';
import type { Locale } from '#domain/i18n/locales.ts';
import { outbox, products, users } from '#server/db/schema.ts';
import { ORDER_KINDS, type OrdersOfBatch } from './claim-batch.ts';
import { asLocale, pageUrl } from './language.ts';
import type { OutgoingMail } from './mail-transport.ts';
import type { MessageKind, OutboxRow } from './outbox.ts';
import { unseal } from './sealed-payload.ts';
import { accountLetter, type AccountMail } from './templates/account-mails.ts';
import { renderLetter, type Letter } from './templates/letter.ts';
import { orderLetter, type OrderMailKind } from './templates/order-mails.ts';
import { contactLetter } from './templates/contact-mail.ts';
import { restockLetter } from './templates/restock-mails.ts';
import { unsubscribePageUrl, unsubscribeUrl } from '#server/restock-alerts/unsubscribe-link.ts';

export type ComposeDeps = { db: Database; env: Pick<Env, 'publicUrl' | 'mail' | 'orderHoldMs' | 'jwtSecret'>; serverUrl: string };

/** The mail of a message the shop can no longer write (its order was deleted): given up, not retried. */
export class NothingToSend extends Error {}

const ORDER_KIND_SET: ReadonlySet<string> = new Set<string>(ORDER_KINDS);

/** The address part of MAIL_FROM (`Sillage <orders@shop.example>` → orders@shop.example). */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

/**
 * Links are absolute (issue 22): PUBLIC_URL, else this server's own configured address (HOST and
 * PORT: in development the address `npm start` prints). Never the origin of the request that
 * queued the message (issue 49): its Host header is whatever its sender wrote, and a reset link
 * pointed at the sender's host hands them the token. The row's `origin` is no longer read.
 */
const originOf = (deps: ComposeDeps) => deps.env.publicUrl ?? deps.serverUrl;

async function orderMail(deps: ComposeDeps, row: OutboxRow, origin: string, batch: OrdersOfBatch): Promise<Letter> {
  const found = batch.get(row.subject);
  if (!found) throw new NothingToSend('the order no longer exists');
  const { order, items, locale } = found;
  return orderLetter(
    row.kind as OrderMailKind,
    { order, items, holdMs: deps.env.orderHoldMs, orderUrl: pageUrl(origin, locale, `/order/${order.id}`) },
    locale,
  );
}

/**
 * The language of a message that is not about an order (issue 24): the one it was queued with
 * (an account's mails carry their account's; a signed-out "Notify me" the language of the page it
 * was asked from), else its account's (a shopper's restock alert, queued by the database), else,
 * for a signed-out alert, the language its confirmation mail went out in. Else English: rows
 * queued before languages, and an address whose confirmation mail is no longer found.
 */
async function languageOf(db: Database, row: OutboxRow): Promise<Locale> {
  const payload = row.payload as Record<string, string | undefined>;
  if (payload.language) return asLocale(payload.language);
  if (payload.userId) {
    const [user] = await db.select({ language: users.language }).from(users).where(eq(users.id, payload.userId));
    return asLocale(user?.language);
  }
  if (row.kind === 'restock') {
    // A signed-out alert's restock mail is queued by the database with the alert's id as subject,
    // as its confirmation mail was.
    const [confirm] = await db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.kind, 'restock-confirm'), eq(outbox.subject, row.subject)));
    return asLocale((confirm?.payload as Record<string, unknown> | undefined)?.language);
  }
  return 'en';
}

function accountMail(deps: ComposeDeps, row: OutboxRow, origin: string, locale: Locale): Letter {
  const payload = row.payload as Record<string, string | undefined>;
  const name = payload.name ?? '';
  const signInUrl = pageUrl(origin, locale, '/login');
  let mail: AccountMail;
  if (row.kind === 'password-reset') {
    if (!payload.token) throw new NothingToSend('the reset link is no longer held');
    mail = { kind: 'password-reset', name, resetUrl: pageUrl(origin, locale, `/reset-password/${unseal(deps.env.jwtSecret, payload.token)}`) };
  } else if (row.kind === 'email-changed') {
    mail = { kind: 'email-changed', name, newEmail: payload.newEmail ?? '', signInUrl };
  } else {
    mail = { kind: 'password-changed', name, signInUrl };
  }
  return accountLetter(mail, locale);
}

type Composed = { letter: Letter; headers?: Record<string, string> };

/** A restock alert's mail (issue 23): its scent must still exist. */
async function restockMail(deps: ComposeDeps, row: OutboxRow, origin: string, locale: Locale): Promise<Composed> {
  const payload = row.payload as Record<string, string | undefined>;
  const [product] = await deps.db
    .select({ id: products.id, name: products.name, isPublished: products.isPublished })
    .from(products)
    .where(eq(products.id, payload.productId ?? ''));
  if (!product) throw new NothingToSend('the scent no longer exists');
  // Taken back to draft since (issue 49): its name, maybe its next one, is not the public's yet.
  if (!product.isPublished) throw new NothingToSend('the scent is a draft');
  const scentUrl = pageUrl(origin, locale, `/explore-scents/${product.id}`);
  if (row.kind === 'restock-confirm') {
    if (!payload.token) throw new NothingToSend('the confirmation link is no longer held');
    const confirmUrl = pageUrl(origin, locale, `/restock-alerts/confirm/${unseal(deps.env.jwtSecret, payload.token)}`);
    return { letter: restockLetter({ kind: 'restock-confirm', scent: product.name, confirmUrl, scentUrl }, locale) };
  }
  const oneClick = unsubscribeUrl(deps.env.jwtSecret, origin, row.recipient);
  // The page that asks before ending alerts, in the mail's language (the one-click POST is the API's).
  const unsubscribePage = unsubscribePageUrl(deps.env.jwtSecret, pageUrl(origin, locale, ''), row.recipient);
  return {
    letter: restockLetter({ kind: 'restock', scent: product.name, scentUrl, unsubscribeUrl: unsubscribePage }, locale),
    // RFC 2369 and RFC 8058: the mail client's own "Unsubscribe", one POST and no sign-in.
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

const RESTOCK_KINDS: ReadonlySet<MessageKind> = new Set<MessageKind>(['restock-confirm', 'restock']);

/** A message from the contact form to the shop (issue 27): a reply goes to its sender. In English, the shop's own language: it is no account's mail. */
function contactMail(row: OutboxRow): Composed {
  const { name, email, message } = row.payload as Record<string, string | undefined>;
  if (!name || !email || !message) throw new NothingToSend('the message is no longer held');
  return { letter: contactLetter({ name, email, message }), headers: { 'Reply-To': email } };
}

async function letterOf(deps: ComposeDeps, row: OutboxRow, origin: string, batch: OrdersOfBatch): Promise<Composed> {
  if (row.kind === 'contact-message') return contactMail(row);
  if (ORDER_KIND_SET.has(row.kind)) return { letter: await orderMail(deps, row, origin, batch) };
  if (RESTOCK_KINDS.has(row.kind as MessageKind)) return restockMail(deps, row, origin, await languageOf(deps.db, row));
  return { letter: accountMail(deps, row, origin, await languageOf(deps.db, row)) };
}

/**
 * The mail of one outbox row, the same on every try: its Message-ID and Date come from the row,
 * so a mail sent twice (an instance dying after the server took it) reads as one to the recipient.
 */
export async function composeMail(deps: ComposeDeps, row: OutboxRow, batch: OrdersOfBatch): Promise<OutgoingMail> {
  // An order whose shopper deleted their account (issue 27) names nobody: nothing to send.
  if (row.recipient === FORMER_SHOPPER.email) throw new NothingToSend('the account was deleted');
  const origin = originOf(deps);
  const { letter, headers } = await letterOf(deps, row, origin, batch);
  const { subject, text, html } = renderLetter(letter, pageUrl(origin, letter.locale ?? 'en', ''));
  const domain = addressOf(deps.env.mail.from).split('@')[1] ?? 'localhost';
  return {
    from: deps.env.mail.from,
    to: row.recipient,
    subject,
    text,
    html,
    messageId: `<${row.id}@${domain}>`,
    date: row.createdAt,
    // RFC 3834: no vacation replies to a machine.
    headers: { 'Auto-Submitted': 'auto-generated', ...headers },
  };
}
