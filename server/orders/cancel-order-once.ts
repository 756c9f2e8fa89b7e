import { messages } from '#domain/messages.ts';
import type { Order } from '#domain/schemas/order.ts';
import { stockShown } from '#domain/stock.ts';
import type { Database } from '#server/db/client.ts';
import { rowFromJson } from '#server/db/row-from-json.ts';
import { orderItems, orders } from '#server/db/schema.ts';
import { statementInTransactionClosedBy } from '#server/db/statement-in-transaction.ts';
import { badRequest, notFound } from '#server/http/http-error.ts';
import type { KeyClaim } from '#server/idempotency/idempotency.ts';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '#server/idempotency/key-expiry.ts';
import { toOrderDto } from './order-dto.ts';
import { byLineOrder } from './order-queries.ts';

/** The row of sillage_cancel_order_once (migration 0020). */
type CancelRow = {
  outcome: 'cancelled' | 'unchanged' | 'not-found' | 'replay';
  order_row: Record<string, unknown> | null;
  item_rows: Record<string, unknown>[] | null;
  restocked: { id: string; count_in_stock: number; qty: number }[] | null;
  replay_status: number | null;
  replay_body: string | null;
  replay_hash: string | null;
};

const CANCEL_ORDER_ONCE =
  'select outcome, order_row, item_rows, restocked, replay_status, replay_body, replay_hash from sillage_cancel_order_once($1::text, $2::text, $3::text, $4::integer, $5::uuid, $6::uuid)';

const STORE_ANSWER = 'update idempotency_keys set status_code = $1, response_body = $2 where scope = $3 and key = $4';

/** As an order's (place-order-once.ts): the answer, the key's stored one, or none yet. */
export type CancelOutcome =
  | { order: Order; body: string; shownChanged: string[] }
  | { stored: { statusCode: number; responseBody: string | null; requestHash: string } }
  | { inProgress: true };

/**
 * PUT /api/orders/:id/cancel: the shopper lets an unpaid order go and its scents go back on the
 * shelf at once. Only its owner may (anyone else gets the same 404 as for a missing order).
 * Cancelling a cancelled order returns it unchanged: a replay from the outbox or a double tap.
 * Under an Idempotency-Key or not, two round trips (BEGIN with the call of migration 0020; the
 * key's answer with COMMIT), as an order: the idempotency middleware took six, each built by
 * Drizzle, and a cancel follows every abandoned order (issue 25). A refusal (404, 400 for a paid
 * order) rolls back and frees the key, as the middleware's rules say. Also the scents whose
 * shown stock the cancel changed (their cached pages go).
 */
export async function cancelOwnOrderOnce(db: Database, orderId: string, userId: string, claim?: KeyClaim): Promise<CancelOutcome> {
  const key = claim ? [claim.scope, claim.key, claim.requestHash, IDEMPOTENCY_KEY_TTL_HOURS] : [null, null, null, null];
  return statementInTransactionClosedBy<CancelRow, CancelOutcome>(db, CANCEL_ORDER_ONCE, [...key, orderId, userId], (rows) => {
    const row = rows[0]!;
    if (row.outcome === 'replay') {
      // No answer (a claim left by a release before this one, or the key gone meanwhile): retry.
      if (row.replay_status === null || row.replay_hash === null) return { result: { inProgress: true } };
      return { result: { stored: { statusCode: row.replay_status, responseBody: row.replay_body, requestHash: row.replay_hash } } };
    }
    if (row.outcome === 'not-found') throw notFound(messages.orderNotFound);
    const found = rowFromJson(orders, row.order_row!);
    if (row.outcome === 'unchanged' && found.isPaid) throw badRequest(messages.orderAlreadyPaid);
    const items = row.item_rows!.map((item) => rowFromJson(orderItems, item)).sort(byLineOrder);
    const order = toOrderDto(found, items);
    const body = JSON.stringify(order);
    const shownChanged = (row.restocked ?? []).filter((r) => stockShown(r.count_in_stock - r.qty) !== stockShown(r.count_in_stock)).map((r) => r.id);
    const closing = claim ? { text: STORE_ANSWER, values: [200, body, claim.scope, claim.key] } : undefined;
    return { result: { order, body, shownChanged }, closing };
  });
}
