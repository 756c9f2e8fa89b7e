import { messages } from '#domain/messages.ts';
import type { Order } from '#domain/schemas/order.ts';
import { stockShown } from '#domain/stock.ts';
import { SESSION_COLUMNS, SESSION_OF, sessionParams, sessionRowOf, type SessionColumns, type SessionRow, type UncheckedSession } from '#server/auth/session.ts';
import type { Database } from '#server/db/client.ts';
import { statementCommitted } from '#server/db/statement-in-transaction.ts';
import { badRequest, notFound } from '#server/http/http-error.ts';
import type { KeyClaim } from '#server/idempotency/idempotency.ts';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '#server/idempotency/key-expiry.ts';
import { orderFromJson } from './order-queries.ts';

/** The row of sillage_cancel_order_once (server/db/functions/sillage_cancel_order_once.sql). */
type CancelRow = SessionColumns & {
  outcome: 'cancelled' | 'unchanged' | 'not-found' | 'replay';
  /** The order and its lines (for a replay, those the key answered with, as they are now). */
  order_row: Record<string, unknown> | null;
  item_rows: Record<string, unknown>[] | null;
  restocked: { id: string; count_in_stock: number; qty: number }[] | null;
  replay_status: number | null;
  replay_body: string | null;
  replay_hash: string | null;
};

const CANCEL_COLUMNS = 'outcome, order_row, item_rows, restocked, replay_status, replay_body, replay_hash';
const CANCEL_ORDER_ONCE = `select ${CANCEL_COLUMNS} from sillage_cancel_order_once($1::text, $2::text, $3::text, $4::integer, $5::uuid, $6::uuid)`;
/**
 * With the session checked first (server/db/functions/sillage_session_of.sql): its row or SL007,
 * and the cancel made only if it holds. The cancel takes the user from the session's row: without
 * that, nothing would make the planner run the check first.
 */
const CANCEL_ORDER_ONCE_CHECKED = `select ${CANCEL_COLUMNS}, ${SESSION_COLUMNS}
from ${SESSION_OF}
cross join lateral sillage_cancel_order_once($4::text, $5::text, $6::text, $7::integer, $8::uuid, s.session_user_id)`;

/** As an order's (place-order-once.ts): the answer, the key's stored one, or none yet. */
export type CancelOutcome =
  | { order: Order; body: string; shownChanged: string[] }
  | { stored: { statusCode: number; responseBody: string | null; requestHash: string } }
  | { inProgress: true };

/**
 * PUT /api/orders/:id/cancel: the shopper lets an unpaid order go and its scents go back on the
 * shelf at once. Only its owner may (anyone else gets the same 404 as for a missing order).
 * Cancelling a cancelled order returns it unchanged: a replay from the outbox or a double tap. One
 * round trip, BEGIN, the call of sillage_cancel_order_once
 * (server/db/functions/sillage_cancel_order_once.sql) and COMMIT together, under an Idempotency-Key
 * or not: the key is claimed and answered by the call (its row names the order, and a replay is
 * answered from it), and a refusal the call finds (404, 400 for a paid order) changes nothing and
 * frees the key. A cancel whose sender died while it ran is answered on its retry, by the key or as
 * "unchanged". The idempotency middleware took six round trips, each built by Drizzle, and a cancel
 * follows every abandoned order (issue 25). Also the scents whose shown stock the cancel changed
 * (their cached pages go).
 */
export async function cancelOwnOrderOnce(
  db: Database,
  orderId: string,
  userId: string,
  claim?: KeyClaim,
  check?: UncheckedSession,
): Promise<{ result: CancelOutcome; session?: SessionRow }> {
  const key = claim ? [claim.scope, claim.key, claim.requestHash, IDEMPOTENCY_KEY_TTL_HOURS] : [null, null, null, null];
  const row = check
    ? (await statementCommitted<CancelRow>(db, CANCEL_ORDER_ONCE_CHECKED, [...sessionParams(check), ...key, orderId]))[0]!
    : (await statementCommitted<CancelRow>(db, CANCEL_ORDER_ONCE, [...key, orderId, userId]))[0]!;
  return { result: cancelOutcome(row), session: sessionRowOf(row) };
}

function cancelOutcome(row: CancelRow): CancelOutcome {
  if (row.outcome === 'replay') {
    // No answer (a claim left by a release before this one, or the key gone meanwhile): retry.
    if (row.replay_status === null || row.replay_hash === null) return { inProgress: true };
    const responseBody = row.order_row ? JSON.stringify(orderFromJson(row.order_row, row.item_rows ?? [])) : row.replay_body;
    return { stored: { statusCode: row.replay_status, responseBody, requestHash: row.replay_hash } };
  }
  if (row.outcome === 'not-found') throw notFound(messages.orderNotFound);
  const order = orderFromJson(row.order_row!, row.item_rows!);
  if (row.outcome === 'unchanged' && order.isPaid) throw badRequest(messages.orderAlreadyPaid);
  const shownChanged = (row.restocked ?? []).filter((r) => stockShown(r.count_in_stock - r.qty) !== stockShown(r.count_in_stock)).map((r) => r.id);
  return { order, body: JSON.stringify(order), shownChanged };
}
