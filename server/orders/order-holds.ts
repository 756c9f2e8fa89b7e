import { and, asc, eq, inArray, is, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from '#server/db/client.ts';
import { orderItems, orders, products } from '#server/db/schema.ts';
import { stockShown } from '#domain/stock.ts';
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
 * Puts the stock of these (just cancelled) orders back in one statement. The scents are locked
 * in id order first (`ORDER BY … FOR UPDATE` locks rows as sorted, and the update reaches a row
 * only through that lock), the order placeOrder locks products in, so a sweep or a cancel and an
 * order never deadlock each other. It was a read and an UPDATE a line: a cancel's round trips are
 * most of its cost on this machine (issue 25: cached reads while orders and cancels run). Returns
 * the scents whose shown stock this changed (a sold-out scent back on sale, "only 2 left" now 3).
 */
async function restock(tx: Queryable, orderIds: string[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const { rows } = (await tx.execute(sql`
    with lines as (
      -- A line whose scent was deleted since has no shelf to go back to.
      select ${orderItems.productId} as product_id, sum(${orderItems.qty})::int as qty from ${orderItems}
      where ${inArray(orderItems.orderId, orderIds)} and ${isNotNull(orderItems.productId)}
      group by ${orderItems.productId}
    ), locked as (
      select p.id from products p where p.id in (select product_id from lines) order by p.id for update
    )
    update products p set count_in_stock = p.count_in_stock + l.qty
    from lines l, locked k where p.id = l.product_id and k.id = p.id
    returning p.id, p.count_in_stock, l.qty
  `)) as unknown as { rows: { id: string; count_in_stock: number; qty: number }[] };
  return rows.filter((row) => stockShown(row.count_in_stock - row.qty) !== stockShown(row.count_in_stock)).map((row) => row.id);
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
      // The address is kept only while the order holds stock (hold-party.ts).
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
 * Cancels one order if it still holds stock (and, with `onlyIfExpiredAfterMs`, only when its hold
 * ran out), its stock back in the same transaction. The cancelled row, or undefined when there was
 * nothing to cancel (paid, cancelled already, or still within its hold).
 */
export async function releaseHold(db: Queryable, orderId: string, options: { onlyIfExpiredAfterMs?: number } = {}): Promise<Released | undefined> {
  // Inside a transaction already (an Idempotency-Key's), its own would be a savepoint: two more round trips.
  const within = <T>(work: (tx: Queryable) => Promise<T>) => (is(db, PgTransaction) ? work(db) : db.transaction(work));
  return within(async (tx) => {
    const due = options.onlyIfExpiredAfterMs === undefined ? holdingStock() : holdRanOut(options.onlyIfExpiredAfterMs);
    const [row] = await tx
      .update(orders)
      // The address is kept only while the order holds stock (hold-party.ts).
      // Its cancellation mail says why (server/messages/templates/order-mails.ts).
      .set({ cancelledAt: sql`now()`, cancelledBy: options.onlyIfExpiredAfterMs === undefined ? 'shopper' : 'hold', clientAddress: null })
      .where(and(eq(orders.id, orderId), due))
      .returning();
    return row && { row, shownChanged: await restock(tx, [row.id]) };
  });
}

/** The row as it is once an expired hold has been released (the sweep may not have come by yet). */
export async function withHoldApplied(db: Database, row: OrderRow, holdMs: number): Promise<OrderRow> {
  if (row.isPaid || row.cancelledAt !== null || row.createdAt.getTime() + holdMs > Date.now()) return row;
  return (await releaseHold(db, row.id, { onlyIfExpiredAfterMs: holdMs }))?.row ?? row;
}

/** Startable sweep: now, then every quarter of the hold (between 1 s and a minute). */
export function startHoldExpiry(db: Database, holdMs: number): () => void {
  const every = Math.min(60_000, Math.max(1000, Math.floor(holdMs / 4)));
  let running = false;
  const run = () => {
    // A slow sweep (a large backlog, a database away) is not overtaken by the next one.
    if (running) return;
    running = true;
    void expireHolds(db, holdMs)
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
