import type { CreateOrderInput, Order } from '#domain/schemas/order.ts';
import { stockShown } from '#domain/stock.ts';
import type { Database } from '#server/db/client.ts';
import { statementInTransactionClosedBy } from '#server/db/statement-in-transaction.ts';
import type { KeyClaim } from '#server/idempotency/idempotency.ts';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '#server/idempotency/key-expiry.ts';
import { ARGUMENT_TYPES, COLUMNS, orderCall, placedOrder, refusal, type Buyer, type HoldLimits, type PlacedLine } from './place-order.ts';

/** A row of sillage_place_order_once (migration 0014): an order's line, or the key's stored answer. */
type OnceLine = Omit<PlacedLine, 'product_id'> & {
  product_id: string | null;
  stock_after: number | null;
  replay_status: number | null;
  replay_body: string | null;
  replay_hash: string | null;
};

const KEY_TYPES = ['text', 'text', 'text', 'integer'];
const PLACE_ORDER_ONCE = `select ${COLUMNS}, stock_after, replay_status, replay_body, replay_hash from sillage_place_order_once(${[...KEY_TYPES, ...ARGUMENT_TYPES]
  .map((type, i) => `$${i + 1}::${type}`)
  .join(', ')})`;

const STORE_ANSWER = 'update idempotency_keys set status_code = $1, response_body = $2 where scope = $3 and key = $4';

/**
 * The order placed now, the JSON its answer is, and the scents whose shown stock it changed
 * (in stock, "only N left", sold out: their cached pages must go); or the answer the key
 * already had; or none yet (its first request still running).
 */
export type OrderOutcome =
  | { placed: Order; body: string; shownChanged: string[] }
  | { stored: { statusCode: number; responseBody: string | null; requestHash: string } }
  | { inProgress: true };

/**
 * An order, under an Idempotency-Key or not, in two round trips: BEGIN with the key claimed and
 * the order placed by one statement (migration 0014); COMMIT, with the key's answer stored in the
 * same round trip. The idempotency middleware took five, each statement built by Drizzle (BEGIN,
 * the claim, the order, the answer, COMMIT): keyed orders, every order the app sends, ran at 0.39
 * of the bare transaction (docs/decisions/2026-11-26-keyed-orders.md). The rules are the
 * middleware's: a refusal stores nothing and frees the key, a replay places nothing.
 */
export async function placeOrderOnce(db: Database, buyer: Buyer, input: CreateOrderInput, limits: HoldLimits, claim?: KeyClaim): Promise<OrderOutcome> {
  const call = orderCall(buyer, input, limits);
  const key = claim ? [claim.scope, claim.key, claim.requestHash, IDEMPOTENCY_KEY_TTL_HOURS] : [null, null, null, null];
  try {
    return await statementInTransactionClosedBy<OnceLine, OrderOutcome>(db, PLACE_ORDER_ONCE, [...key, ...call.values], (rows) => {
      const first = rows[0]!;
      // No line: the key was there already. Without an answer (a claim left by a release before
      // this one, or the key gone between the claim and the read), it is told to retry.
      if (first.product_id === null) {
        if (first.replay_status === null || first.replay_hash === null) return { result: { inProgress: true } };
        return { result: { stored: { statusCode: first.replay_status, responseBody: first.replay_body, requestHash: first.replay_hash } } };
      }
      const placed = placedOrder(call, rows as PlacedLine[], buyer, input);
      const body = JSON.stringify(placed);
      const qtyOf = new Map(call.lines.map((line) => [line.productId, line.qty]));
      const shownChanged = rows
        .filter((row) => stockShown(row.stock_after! + qtyOf.get(row.product_id!)!) !== stockShown(row.stock_after!))
        .map((row) => row.product_id!);
      const closing = claim ? { text: STORE_ANSWER, values: [201, body, claim.scope, claim.key] } : undefined;
      return { result: { placed, body, shownChanged }, closing };
    });
  } catch (err) {
    throw refusal(err, call.lines, limits) ?? err;
  }
}
