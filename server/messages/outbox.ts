import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import { FORMER_SHOPPER } from '#domain/schemas/account-data.ts';
import type { MessageSummary } from '#domain/schemas/message-summary.ts';
import type { Database, Queryable } from '#server/db/client.ts';
import { outbox } from '#server/db/schema.ts';
import { retryDelayMs } from './retry-schedule.ts';

/**
 * The outbox (issue 22; docs/decisions/2026-11-26-outbox.md). A message is queued in the
 * transaction of its event and sent later by a dispatcher, never inside a request. Order messages
 * are queued by the database's triggers (server/db/functions/sillage_queue_order_mail.sql); account
 * messages here.
 */

export type OutboxRow = typeof outbox.$inferSelect;

/** What the shop writes, and when: one template per kind (templates/). */
export const MESSAGE_KINDS = [
  'order-placed',
  'order-paid',
  'order-delivered',
  'order-cancelled',
  'password-reset',
  'password-changed',
  'email-changed',
  'restock-confirm',
  'restock',
  'paid-order-push',
  'contact-message',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export type NewMessage = {
  kind: MessageKind;
  /** With kind, unique: queueing the same kind and subject again does nothing. */
  subject: string;
  recipient: string;
  payload?: Record<string, string>;
  origin?: string | undefined;
};

/**
 * Queues a message (inside the caller's transaction). The request that queued it rings this
 * instance's dispatcher once it has answered (outbox-bell.ts).
 */
export async function queueMessage(tx: Queryable, message: NewMessage): Promise<void> {
  await tx
    .insert(outbox)
    .values({ kind: message.kind, subject: message.subject, recipient: message.recipient, payload: message.payload ?? {}, origin: message.origin ?? null })
    .onConflictDoNothing({ target: [outbox.kind, outbox.subject] });
}

/**
 * What a message done with keeps of its payload: its language only (issue 24; a signed-out
 * restock alert's later mail reads its confirmation's). What else it carried (a reset token, a
 * contact message's words) goes.
 */
const payloadKept = sql`jsonb_strip_nulls(jsonb_build_object('language', ${outbox.payload} -> 'language'))`;

/**
 * Sent, all of a pass's at once (one statement, not one a message): what they carried that is
 * secret (a reset token) goes with them.
 */
export async function markSent(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, payload: payloadKept, lastError: null })
    .where(inArray(outbox.id, ids));
}

/**
 * Failed: tried again after the schedule's delay, or given up (kept, with its last error) once
 * 24 hours have passed or the server refused it for good (`permanent`: a 5xx SMTP reply).
 */
export async function markFailed(db: Database, row: OutboxRow, error: string, permanent: boolean): Promise<'retry' | 'given-up'> {
  const delay = permanent ? undefined : retryDelayMs(row.attempts, Date.now() - row.createdAt.getTime());
  const lastError = error.slice(0, 500);
  if (delay === undefined) {
    await db.update(outbox).set({ status: 'given-up', lastError, payload: payloadKept }).where(eq(outbox.id, row.id));
    return 'given-up';
  }
  await db
    .update(outbox)
    .set({ lastError, dueAt: sql`now() + make_interval(secs => ${delay / 1000})` })
    .where(and(eq(outbox.id, row.id), eq(outbox.status, 'waiting')));
  return 'retry';
}

/**
 * An account deleted (issue 49, point 4). Nothing more goes to its address: what was waiting for
 * it goes. What names the address in its subject or payload goes too, sent or not: a contact
 * message (keyed by its sender's address), a notice about the account still waiting. The rest
 * sent to it or about the account (an order's receipt, kept with the order's history; a notice to
 * the address it had before, its subject the account's id) no longer says to whom, nor why it
 * failed (an SMTP refusal quotes its recipient).
 *
 * "Names" is a whole value, never a part of one: forgetting ann@x.com leaves the message of
 * joann@x.com or ann@x.com.au alone. A payload names it when one of its JSON strings is the
 * address (its JSON text, quotes included, is found in the payload's); a subject when it is the
 * address, or starts with it and a space (a contact message keyed before cbd3c50: `<email> <key>`).
 */
export async function forgetAddress(tx: Queryable, email: string, accountId: string): Promise<void> {
  const address = email.toLowerCase();
  const to = sql`lower(${outbox.recipient}) = ${address}`;
  const aboutAccount = like(outbox.subject, `${accountId}:%`);
  const subject = sql`lower(${outbox.subject})`;
  const namedBySubject = sql`(${subject} = ${address} or left(${subject}, ${address.length + 1}) = ${`${address} `})`;
  const namedByPayload = sql`strpos(lower(${outbox.payload}::text), to_jsonb(${address}::text)::text) > 0`;
  await tx.delete(outbox).where(or(and(eq(outbox.status, 'waiting'), or(to, aboutAccount)), namedBySubject, namedByPayload));
  await tx.update(outbox).set({ recipient: FORMER_SHOPPER.email, lastError: null }).where(or(to, aboutAccount));
}

/** What the admin's orders screen and the minute's log line say. */
export async function outboxSummary(db: Queryable): Promise<MessageSummary> {
  const result = (await db.execute(sql`
    select
      (select count(*)::int from outbox where status = 'waiting') as waiting,
      (select count(*)::int from outbox where status = 'given-up') as given_up,
      (select extract(epoch from now() - min(created_at))::int from outbox where status = 'waiting') as oldest,
      (select last_error from outbox where status <> 'sent' and last_error is not null order by due_at desc limit 1) as last_error
  `)) as unknown as { rows: Array<{ waiting: number; given_up: number; oldest: number | null; last_error: string | null }> };
  const row = result.rows[0]!;
  return { waiting: row.waiting, givenUp: row.given_up, oldestWaitingSeconds: row.oldest, lastError: row.last_error };
}
