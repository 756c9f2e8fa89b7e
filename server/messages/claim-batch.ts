import { sql } from 'drizzle-orm';
import type { Locale } from '#domain/i18n/locales.ts';
import type { Database } from '#server/db/client.ts';
import { rowFromJson } from '#server/db/row-from-json.ts';
import { orderItems, orders, outbox } from '#server/db/schema.ts';
import { byLineOrder } from '#server/orders/order-queries.ts';
import { asLocale } from './language.ts';
import type { MessageKind, OutboxRow } from './outbox.ts';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;
/** The orders a batch of messages is about, with their lines and their shopper's language, by order id. */
export type OrdersOfBatch = Map<string, { order: OrderRow; items: OrderItemRow[]; locale: Locale }>;

/** The kinds whose subject is an order's id: their mail is written from the order. */
export const ORDER_KINDS: readonly MessageKind[] = ['order-placed', 'order-paid', 'order-delivered', 'order-cancelled'];

export type ClaimedBatch = { claimed: OutboxRow[]; orders: OrdersOfBatch };

type ClaimedRow = { message: Record<string, unknown>; order: Record<string, unknown> | null; items: Record<string, unknown>[] | null; language: string | null };

/**
 * Claims up to `limit` messages that are due, for `leaseMs`, and reads the orders they are about,
 * with their lines and their shopper's language, in one statement. Each claimed message is counted
 * as tried and not due again until its lease ends, so an instance that dies holding it only delays
 * it. FOR UPDATE SKIP LOCKED: dispatchers claiming at once take different rows and never wait on
 * each other.
 *
 * One statement, not a claim and three reads: under a stream of orders and cancels the dispatcher
 * claims a few times a second, and each round trip wakes a PostgreSQL backend that takes a core
 * from the thread serving reads (issue 25, point 4; docs/decisions/2026-11-30-one-statement-claim.md).
 * An order's subject is cast to a uuid only for the order kinds, whose subject is one.
 */
export async function claimBatch(db: Database, limit: number, leaseMs: number): Promise<ClaimedBatch> {
  const orderKinds = sql.join(
    ORDER_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with due as (
      select id from outbox
      where status = 'waiting' and due_at <= now()
      order by due_at
      limit ${limit}
      for update skip locked
    ), claimed as (
      update outbox
      set attempts = attempts + 1, due_at = now() + make_interval(secs => ${leaseMs / 1000})
      where id in (select id from due) and status = 'waiting'
      returning *
    ), about as (
      select claimed.*, case when claimed.kind in (${orderKinds}) then claimed.subject::uuid end as order_id
      from claimed
    )
    select
      to_jsonb(about) - 'order_id' as message,
      (select to_jsonb(o) from orders o where o.id = about.order_id) as "order",
      (select jsonb_agg(to_jsonb(i)) from order_items i where i.order_id = about.order_id) as items,
      (select u.language from orders o join users u on u.id = o.user_id where o.id = about.order_id) as language
    from about
    order by about.created_at
  `)) as unknown as { rows: ClaimedRow[] };

  const claimed: OutboxRow[] = [];
  const found: OrdersOfBatch = new Map();
  for (const row of result.rows) {
    claimed.push(rowFromJson(outbox, row.message));
    if (!row.order) continue;
    const order = rowFromJson(orders, row.order);
    if (found.has(order.id)) continue; // its placed and cancelled mails in one batch
    const items = (row.items ?? []).map((item) => rowFromJson(orderItems, item)).sort(byLineOrder);
    found.set(order.id, { order, items, locale: asLocale(row.language) });
  }
  return { claimed, orders: found };
}
