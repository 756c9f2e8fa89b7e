import { and, asc, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '#server/db/client.ts';
import { orderItems, orders, products } from '#server/db/schema.ts';
import { stockShown } from '#domain/stock.ts';
import type { OutboxBell } from '#server/messages/outbox-bell.ts';
import type { OrderRow } from './order-dto.ts';

/**
 * Stock holds (issue: abuse; docs/decisions/2026-11-25-stock-holds.md). Placing an order takes
 * its scents off the shelf; an order still unpaid after the hold (ORDER_HOLD_MINUTES) is
 * cancelled and its scents go back, in one transaction. Every instance sweeps: the expired rows
 * are claimed with FOR UPDATE SKIP LOCKED, so two sweeps never wait on or double-count each other,
 * and a payment racing the sweep either marks the row paid first (the sweep then skips it) or
 * finds it cancelled (and the capture is refunded, pay-order.ts).
 */

/** How many expired orders one sweep claims; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

const holdingStock = () => and(eq(orders.isPaid, false), isNull(orders.cancelledAt));
const heldSince = (holdMs: number) => sql`now() - make_interval(secs => ${holdMs / 1000})`;

/** The order is unpaid, not cancelled, and its hold has run out (by the database's clock). */
const holdRanOut = (holdMs: number): SQL => and(holdingStock(), lte(orders.createdAt, heldSince(holdMs)))!;

/**
 * The statement that puts the stock of the orders `orderIds` names (a list, or a query of the
 * ids just cancelled) back: one UPDATE whatever the lines. The scents are locked in id order first
 * (`ORDER BY … FOR UPDATE` locks rows as sorted, and the update reaches a row only through that
 * lock), the order placeOrder locks products in, so a sweep or a cancel and an order never
 * deadlock each other. It was a read and an UPDATE a line: a cancel's round trips are most of its
 * cost on this machine (issue 25: cached reads while orders and cancels run). Each row: a scent,
 * its stock now, and what came back.
 */
const restockStatement = (orderIds: SQL) => sql`
    with lines as (
      -- A line whose scent was deleted since has no shelf to go back to.
      select ${orderItems.productId} as product_id, sum(${orderItems.qty})::int as qty from ${orderItems}
      where ${orderItems.orderId} in (${orderIds}) and ${isNotNull(orderItems.productId)}
      group by ${orderItems.productId}
    ), locked as (
      select p.id from products p where p.id in (select product_id from lines) order by p.id for update
    )
    update products p set count_in_stock = p.count_in_stock + l.qty
    from lines l, locked k where p.id = l.product_id and k.id = p.id
    returning p.id, p.count_in_stock, l.qty`;

type Restocked = { id: string; count_in_stock: number; qty: number };

/** The scents whose shown stock a return changed (a sold-out scent back on sale, "only 2 left" now 3). */
const shownChangedBy = (rows: Restocked[]) =>
  rows.filter((row) => stockShown(row.count_in_stock - row.qty) !== stockShown(row.count_in_stock)).map((row) => row.id);

/** Puts the stock of these (just cancelled) orders back; the scents whose shown stock changed. */
async function restock(tx: Queryable, orderIds: string[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const { rows } = (await tx.execute(
    restockStatement(
      sql.join(
        orderIds.map((id) => sql`${id}`),
        sql`, `,
      ),
    ),
  )) as unknown as { rows: Restocked[] };
  return shownChangedBy(rows);
}

/** Cancels every order whose hold ran out, stock back in the same transaction; how many. */
export async function expireHolds(db: Database, holdMs: number): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = tx
      .select({ id: orders.id })
      .from(orders)
      .where(holdRanOut(holdMs))
      .orderBy(asc(orders.createdAt))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    const cancelled = await tx
      .update(orders)
      // The address is kept only while the order holds stock (http/client-party.ts).
      .set({ cancelledAt: sql`now()`, cancelledBy: 'hold', clientAddress: null })
      .where(and(inArray(orders.id, claimed), holdingStock()))
      .returning({ id: orders.id });
    await restock(
      tx,
      cancelled.map((row) => row.id),
    );
    return cancelled.length;
  });
}

/** An order just cancelled, and the scents whose shown stock its return changed. */
export type Released = { row: OrderRow; shownChanged: string[] };

/**
 * Cancels one order if it still holds stock (with `ownedBy`, only that shopper's; with
 * `onlyIfExpiredAfterMs`, only when its hold ran out), its stock back: one statement, the order's
 * UPDATE and the stock's in data-modifying CTEs, the stock's reading the ids the first returned,
 * so it runs after it and only for a row it cancelled (a cancel racing another finds the row no
 * longer holding and returns nothing). It was BEGIN, two statements and COMMIT. The cancelled
 * row, or undefined when there was nothing to cancel (paid, cancelled already, someone else's, or
 * still within its hold).
 */
export async function releaseHold(
  db: Queryable,
  orderId: string,
  options: { onlyIfExpiredAfterMs?: number; ownedBy?: string } = {},
): Promise<Released | undefined> {
  const due = options.onlyIfExpiredAfterMs === undefined ? holdingStock() : holdRanOut(options.onlyIfExpiredAfterMs);
  const cancelled = db.$with('cancelled').as(
    db
      .update(orders)
      // The address is kept only while the order holds stock (http/client-party.ts).
      // Its cancellation mail says why (server/messages/templates/order-mails.ts).
      .set({ cancelledAt: sql`now()`, cancelledBy: options.onlyIfExpiredAfterMs === undefined ? 'shopper' : 'hold', clientAddress: null })
      .where(and(eq(orders.id, orderId), due, options.ownedBy === undefined ? undefined : eq(orders.userId, options.ownedBy)))
      .returning(),
  );
  const restocked = db.$with('restocked', { id: sql<string>`id` }).as(restockStatement(sql`select id from cancelled`));
  const [found] = await db
    .with(cancelled, restocked)
    .select({
      ...cancelled._.selectedFields,
      restocked: sql<
        Restocked[]
      >`(select coalesce(json_agg(json_build_object('id', r.id, 'count_in_stock', r.count_in_stock, 'qty', r.qty)), '[]'::json) from restocked r)`,
    })
    .from(cancelled);
  if (!found) return undefined;
  const { restocked: returned, ...row } = found;
  return { row, shownChanged: shownChangedBy(returned) };
}

/** The row as it is once an expired hold has been released (the sweep may not have come by yet). */
export async function withHoldApplied(db: Database, row: OrderRow, holdMs: number): Promise<OrderRow> {
  if (row.isPaid || row.cancelledAt !== null || row.createdAt.getTime() + holdMs > Date.now()) return row;
  return (await releaseHold(db, row.id, { onlyIfExpiredAfterMs: holdMs }))?.row ?? row;
}

/**
 * Startable sweep: now, then every quarter of the hold (between 1 s and a minute). A sweep that
 * cancelled orders rings `outbox`: their cancellation mails were queued with them.
 */
export function startHoldExpiry(db: Database, holdMs: number, outbox: Pick<OutboxBell, 'ring'>): () => void {
  const every = Math.min(60_000, Math.max(1000, Math.floor(holdMs / 4)));
  let running = false;
  const run = () => {
    // A slow sweep (a large backlog, a database away) is not overtaken by the next one.
    if (running) return;
    running = true;
    void expireHolds(db, holdMs)
      .then((expired) => expired > 0 && outbox.ring())
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, every);
  timer.unref();
  return () => clearInterval(timer);
}
