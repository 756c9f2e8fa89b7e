import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { ORDERS_PER_PAGE } from '#domain/enums.ts';
import type { Order, OrderListQuery, OrderPage } from '#domain/schemas/order.ts';
import type { Queryable } from '#server/db/client.ts';
import { rowFromJson } from '#server/db/row-from-json.ts';
import { orderItems, orders } from '#server/db/schema.ts';
import { countOrders } from './order-counts.ts';
import { toOrderDto, type OrderItemRow, type OrderRow } from './order-dto.ts';

export type Viewer = { id: string; isAdmin: boolean };

const newestFirst = [desc(orders.createdAt), desc(orders.id)];

/** Orders with their lines, in one query for all the lines. */
export async function withItems(db: Queryable, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    );
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items.sort(byLineOrder)) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push(item);
    byOrder.set(item.orderId, list);
  }
  return rows.map((row) => toOrderDto(row, byOrder.get(row.id) ?? []));
}

/**
 * No position column: an order's lines read alphabetically, then by id, the same on every load
 * and in the answer to placing it (sorted here, not by the database, whose collation may differ).
 */
export function byLineOrder(a: OrderItemRow, b: OrderItemRow): number {
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** An order and its lines as a database function hands them back (`to_jsonb` of each row). */
export function orderFromJson(orderRow: Record<string, unknown>, itemRows: Record<string, unknown>[]): Order {
  return toOrderDto(rowFromJson(orders, orderRow), itemRows.map((item) => rowFromJson(orderItems, item)).sort(byLineOrder));
}

export async function orderDto(db: Queryable, row: OrderRow): Promise<Order> {
  const [dto] = await withItems(db, [row]);
  return dto!;
}

export async function findOrder(db: Queryable, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/**
 * The order when this viewer may see it (its owner, or an admin); undefined otherwise, which
 * callers turn into a 404, never a 403: the id of someone else's order reveals nothing.
 */
export async function findVisibleOrder(db: Queryable, id: string, viewer: Viewer): Promise<OrderRow | undefined> {
  const row = await findOrder(db, id);
  if (!row || (!viewer.isAdmin && row.userId !== viewer.id)) return undefined;
  return row;
}

/** The order when this viewer placed it; anyone else, admins included, finds nothing to pay. */
export async function findOwnOrder(db: Queryable, id: string, userId: string): Promise<OrderRow | undefined> {
  const row = await findOrder(db, id);
  return row && row.userId === userId ? row : undefined;
}

export async function listOwnOrders(db: Queryable, userId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(...newestFirst);
  return withItems(db, rows);
}

export async function listOrders(db: Queryable, query: OrderListQuery): Promise<OrderPage> {
  const filters: SQL[] = [];
  if (query.paid !== undefined) filters.push(eq(orders.isPaid, query.paid === 'true'));
  if (query.delivered !== undefined) filters.push(eq(orders.isDelivered, query.delivered === 'true'));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const total = await countOrders(db, {
    ...(query.paid !== undefined ? { paid: query.paid === 'true' } : {}),
    ...(query.delivered !== undefined ? { delivered: query.delivered === 'true' } : {}),
  });
  const page = query.pageNumber;
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(...newestFirst)
    .limit(ORDERS_PER_PAGE)
    .offset((page - 1) * ORDERS_PER_PAGE);
  return { orders: await withItems(db, rows), page, pages: Math.max(1, Math.ceil(total / ORDERS_PER_PAGE)), total };
}
