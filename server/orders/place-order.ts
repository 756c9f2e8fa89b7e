import { randomUUID } from 'node:crypto';
import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { messages } from '#domain/messages.ts';
import { priceBasket } from '#domain/pricing.ts';
import type { CreateOrderInput, Order } from '#domain/schemas/order.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { orderItems, orders, products, users } from '#server/db/schema.ts';
import { isCheckViolation } from '#server/http/error-handler.ts';
import { badRequest, conflict } from '#server/http/http-error.ts';
import { isUuid } from '#server/http/read-input.ts';
import { unitsHeldBy } from './order-holds.ts';
import { toOrderDto, type OrderItemRow } from './order-dto.ts';
import { byLineOrder } from './order-queries.ts';

export type Buyer = { id: string; name: string; email: string };

/** How long an unpaid order holds its stock, and how many units one shopper may hold unpaid. */
export type HoldLimits = { holdMs: number; maxUnpaidUnits: number };

type Line = { productId: string; qty: number; firstIndex: number };

/**
 * One line per product: a basket listing the same scent twice must reserve (and be refused) for
 * the sum, not pass two checks of one unit each. Sorted by product id so that two orders always
 * lock shared products in the same order and cannot deadlock each other on PostgreSQL.
 */
function mergeLines(items: CreateOrderInput['orderItems']): Line[] {
  const byProduct = new Map<string, Line>();
  items.forEach((item, index) => {
    const id = item.product.toLowerCase();
    const line = byProduct.get(id);
    if (line) line.qty += item.qty;
    else byProduct.set(id, { productId: id, qty: item.qty, firstIndex: index });
  });
  return [...byProduct.values()].sort((a, b) => (a.productId < b.productId ? -1 : 1));
}

function unknownProduct(line: Line) {
  return badRequest(messages.productIdInvalid, [
    { path: `orderItems.${line.firstIndex}.product`, message: messages.productIdInvalid },
  ]);
}

/**
 * Takes `qty` from stock only if that many are there, and returns what the line is charged from.
 * Nothing comes back when the product is short or does not exist; only then is it looked up, to
 * say which (the common case costs one statement). `alsoCount` rides along in the same statement.
 */
async function reserveStock(tx: Transaction, line: Line, alsoCount: SQL<number>) {
  let reserved;
  try {
    [reserved] = await tx
      .update(products)
      .set({ countInStock: sql`${products.countInStock} - ${line.qty}` })
      .where(and(eq(products.id, line.productId), gte(products.countInStock, line.qty)))
      .returning({ name: products.name, image: products.image, priceCents: products.priceCents, counted: alsoCount });
  } catch (err) {
    // The CHECK (count_in_stock >= 0) is the last line of defence; it means the same thing.
    if (!isCheckViolation(err)) throw err;
  }
  if (reserved) return reserved;
  const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, line.productId));
  if (!product) throw unknownProduct(line);
  throw conflict(messages.insufficientStock(product.name));
}

/**
 * One shopper cannot take the shelf unpaid (issue: abuse): the units their unpaid orders hold,
 * plus this order's, stay within the cap. The shopper's row is locked first, so their orders are
 * counted one after another. The count must come from a statement that starts once the lock is
 * held (a lock taken in the same statement would count from a snapshot taken before the wait):
 * it rides on the first reservation, the next statement, instead of costing a round trip.
 */
async function lockShopper(tx: Transaction, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

function checkCap(held: number, lines: Line[], limits: HoldLimits) {
  const asked = lines.reduce((sum, line) => sum + line.qty, 0);
  if (held + asked > limits.maxUnpaidUnits) throw conflict(messages.unpaidUnitsCap(held, limits.maxUnpaidUnits));
}

/**
 * Places an order all-or-nothing (DESIGN §3): current prices from the database, totals from
 * domain pricing, and stock reserved line by line in the same transaction, so one short line
 * rolls everything back. Stock never goes below zero under concurrency: on PostgreSQL the
 * conditional UPDATE re-checks the row once it holds its lock (READ COMMITTED); PGlite runs
 * one transaction at a time.
 */
export async function placeOrder(db: Database, buyer: Buyer, input: CreateOrderInput, limits: HoldLimits): Promise<Order> {
  const lines = mergeLines(input.orderItems);
  // Ids in the database are UUIDs; anything else cannot name a product (and must not reach SQL).
  const malformed = lines.find((line) => !isUuid(line.productId));
  if (malformed) throw unknownProduct(malformed);

  return db.transaction(async (tx) => {
    await lockShopper(tx, buyer.id);
    // The price charged is the one on the row we reserved from, read under its lock.
    const reserved = [];
    for (const [i, line] of lines.entries()) {
      const product = await reserveStock(tx, line, i === 0 ? unitsHeldBy(tx, buyer.id, limits.holdMs) : sql<number>`0`);
      if (i === 0) checkCap(product.counted, lines, limits);
      reserved.push({ line, product });
    }
    const totals = priceBasket(reserved.map(({ line, product }) => ({ priceCents: product.priceCents, qty: line.qty })));

    // The order and its lines in one statement (the lines as a CTE; the foreign key is checked at
    // its end). Every value of the lines is known here, ids included, so nothing is read back.
    const orderId = randomUUID();
    const items: OrderItemRow[] = reserved.map(({ line, product }) => ({
      id: randomUUID(),
      orderId,
      productId: line.productId,
      name: product.name,
      image: product.image,
      priceCents: product.priceCents,
      qty: line.qty,
    }));
    const writeLines = tx.$with('order_lines').as(tx.insert(orderItems).values(items));
    const [order] = await tx
      .with(writeLines)
      .insert(orders)
      .values({
        id: orderId,
        userId: buyer.id,
        userName: buyer.name,
        userEmail: buyer.email,
        shippingAddress1: input.shippingAddress1,
        city: input.city,
        postalCode: input.postalCode,
        state: input.state,
        country: input.country,
        phoneNumber: input.phoneNumber,
        paymentMethod: input.paymentMethod,
        ...totals,
      })
      .returning();
    return toOrderDto(order!, items.sort(byLineOrder));
  });
}
