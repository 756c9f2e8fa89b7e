import { randomUUID } from 'node:crypto';
import { messages } from '#domain/messages.ts';
import { FREE_SHIPPING_ABOVE_CENTS, SHIPPING_RATE_PERCENT, TAX_RATE_PERCENT } from '#domain/pricing.ts';
import type { CreateOrderInput, Order } from '#domain/schemas/order.ts';
import type { Env } from '#server/config/env.ts';
import { errorChain } from '#server/db/error-chain.ts';
import { orders } from '#server/db/schema.ts';
import { badRequest, conflict } from '#server/http/http-error.ts';
import { isUuid } from '#server/http/read-input.ts';
import { toOrderDto, type OrderItemRow, type OrderRow } from './order-dto.ts';
import { byLineOrder } from './order-queries.ts';

/** The shopper, and the party their unpaid units also count towards (http/client-party.ts: their address). */
export type Buyer = { id: string; name: string; email: string; party: string };

/**
 * How long an unpaid order holds its stock, and how much one party may hold unpaid: a shopper,
 * a shopper who has never paid, one address across its accounts, one address's share (percent)
 * of one scent (docs/decisions/2026-11-26-holds-per-address.md).
 */
export type HoldLimits = {
  holdMs: number;
  maxUnpaidUnits: number;
  maxUnpaidUnitsNewAccount: number;
  maxUnpaidUnitsPerAddress: number;
  maxSharePercent: number;
};

export const holdLimits = (env: Env): HoldLimits => ({
  holdMs: env.orderHoldMs,
  maxUnpaidUnits: env.maxUnpaidUnits,
  maxUnpaidUnitsNewAccount: env.maxUnpaidUnitsNewAccount,
  maxUnpaidUnitsPerAddress: env.maxUnpaidUnitsPerAddress,
  maxSharePercent: env.maxHeldSharePercent,
});

export type Line = { productId: string; qty: number; firstIndex: number };

/**
 * A row of sillage_place_order (server/db/functions/sillage_place_order.sql): one per line, the
 * order's totals on each.
 */
export type PlacedLine = {
  product_id: string;
  name: string;
  image: string;
  price_cents: number;
  /** timestamptz as the driver gives it: text, read as `orders.created_at` is. */
  created_at: string;
  items_cents: number;
  shipping_cents: number;
  tax_cents: number;
  total_cents: number;
};

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
  return badRequest(messages.productIdInvalid, [{ path: `orderItems.${line.firstIndex}.product`, message: messages.productIdInvalid }]);
}

/**
 * The call of sillage_place_order (server/db/functions/sillage_place_order.sql, the 23-argument
 * version): its arguments' types in order, and the columns read back (the time as text, mapped
 * below as `orders.created_at` is).
 */
export const ARGUMENT_TYPES = [
  ...['uuid', 'uuid', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text'],
  ...['uuid[]', 'integer[]', 'uuid[]', 'double precision', 'integer', 'integer', 'integer', 'integer'],
  ...['text', 'integer', 'integer', 'integer'],
];
export const COLUMNS = 'product_id, name, image, price_cents, created_at::text as created_at, items_cents, shipping_cents, tax_cents, total_cents';

/** What the statement's refusals mean (SL001–SL006, server/db/functions/sillage_place_order.sql). */
export function refusal(err: unknown, lines: Line[], limits: HoldLimits): Error | undefined {
  for (const { code, message } of errorChain(err)) {
    if (code === 'SL001') return unknownProduct(lines[Number(message)]!);
    if (code === 'SL002') return conflict(messages.insufficientStock(String(message)));
    if (code === 'SL003') return conflict(messages.unpaidUnitsCap(Number(message), limits.maxUnpaidUnits));
    if (code === 'SL004') return conflict(messages.unpaidUnitsNewAccountCap(Number(message), limits.maxUnpaidUnitsNewAccount));
    if (code === 'SL005') return conflict(messages.unpaidUnitsAddressCap(limits.maxUnpaidUnitsPerAddress));
    if (code === 'SL006') {
      const [, allowed = '0', name = ''] = /^(\d+):(.*)$/s.exec(String(message)) ?? [];
      return conflict(messages.scentShareHeld(name, Number(allowed)));
    }
  }
  return undefined;
}

/** The order's lines, its ids, and the function's arguments in order. */
export type OrderCall = { lines: Line[]; orderId: string; itemIds: string[]; values: unknown[] };

/**
 * The call of the statement that places an order all-or-nothing (DESIGN §3), sillage_place_order
 * (server/db/functions/sillage_place_order.sql): the shopper and their address held (advisory
 * locks) and their unpaid units counted (the caps: the shopper's, a new account's, the address's),
 * stock reserved line by line by conditional UPDATEs (re-checked under each row's lock, so stock
 * never goes below zero), the address's share of a scent that is low checked, the totals from the
 * prices on the rows reserved, the order and its lines written. One short line and nothing
 * happened. Run by place-order-once.ts in a transaction of its own, with the Idempotency-Key's
 * claim: three round trips instead of eleven, on the busiest write of the shop
 * (docs/decisions/2026-11-25-order-round-trips.md, 2026-11-25-unpaid-units-index.md,
 * 2026-11-26-holds-per-address.md).
 */
export function orderCall(buyer: Buyer, input: CreateOrderInput, limits: HoldLimits): OrderCall {
  const lines = mergeLines(input.orderItems);
  // Ids in the database are UUIDs; anything else cannot name a product (and must not reach SQL).
  const malformed = lines.find((line) => !isUuid(line.productId));
  if (malformed) throw unknownProduct(malformed);

  const orderId = randomUUID();
  const itemIds = lines.map(() => randomUUID());
  // The pricing constants come from domain/pricing.ts: the function computes the totals from them.
  const values = [
    ...[orderId, buyer.id, buyer.name, buyer.email],
    ...[input.shippingAddress1, input.city, input.postalCode, input.state, input.country, input.phoneNumber, input.paymentMethod],
    ...[lines.map((l) => l.productId), lines.map((l) => l.qty), itemIds],
    ...[limits.holdMs / 1000, limits.maxUnpaidUnits, FREE_SHIPPING_ABOVE_CENTS, SHIPPING_RATE_PERCENT, TAX_RATE_PERCENT],
    ...[buyer.party, limits.maxUnpaidUnitsNewAccount, limits.maxUnpaidUnitsPerAddress, limits.maxSharePercent],
  ];
  return { lines, orderId, itemIds, values };
}

/** The order as placed, from the function's rows: nothing is read back. */
export function placedOrder({ lines, orderId, itemIds }: OrderCall, rows: PlacedLine[], buyer: Buyer, input: CreateOrderInput): Order {
  const first = rows[0]!;
  const createdAt = orders.createdAt.mapFromDriverValue(first.created_at) as Date;
  const order: OrderRow = {
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
    itemsCents: first.items_cents,
    shippingCents: first.shipping_cents,
    taxCents: first.tax_cents,
    totalCents: first.total_cents,
    units: lines.reduce((sum, line) => sum + line.qty, 0),
    clientAddress: buyer.party,
    isPaid: false,
    paidAt: null,
    isDelivered: false,
    deliveredAt: null,
    cancelledAt: null,
    cancelledBy: null,
    paypalOrderId: null,
    paymentCaptureId: null,
    paymentPayerEmail: null,
    createdAt,
  };
  const indexOf = new Map(lines.map((line, i) => [line.productId, i]));
  const items: OrderItemRow[] = rows.map((row) => {
    const i = indexOf.get(row.product_id)!;
    return { id: itemIds[i]!, orderId, productId: row.product_id, name: row.name, image: row.image, priceCents: row.price_cents, qty: lines[i]!.qty };
  });
  return toOrderDto(order, items.sort(byLineOrder));
}
