import type { CreateOrderInput, Order } from '#domain/schemas/order.ts';
import { stockShown } from '#domain/stock.ts';
import { SESSION_COLUMNS, SESSION_OF, sessionParams, sessionRowOf, type SessionColumns, type SessionRow, type UncheckedSession } from '#server/auth/session.ts';
import type { Database } from '#server/db/client.ts';
import { statementCommitted, statementInTransaction } from '#server/db/statement-in-transaction.ts';
import type { KeyClaim } from '#server/idempotency/idempotency.ts';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '#server/idempotency/key-expiry.ts';
import { orderFromJson } from './order-queries.ts';
import { ARGUMENT_TYPES, COLUMNS, placedOrder, refusal, type Buyer, type HoldLimits, type OrderCall, type PlacedLine } from './place-order.ts';

/**
 * A row of sillage_place_order_once (server/db/functions/sillage_place_order_once.sql): an order's
 * line, or the key's stored answer.
 */
type OnceLine = Omit<PlacedLine, 'product_id'> &
  SessionColumns & {
    product_id: string | null;
    stock_after: number | null;
    replay_status: number | null;
    replay_body: string | null;
    replay_hash: string | null;
    /** The order the key placed, and its lines, as `to_jsonb` gives rows: the answer, by reference. */
    replay_order: Record<string, unknown> | null;
    replay_items: Record<string, unknown>[] | null;
  };

const KEY_TYPES = ['text', 'text', 'text', 'integer'];
const ONCE_TYPES = [...KEY_TYPES, ...ARGUMENT_TYPES];
// The buyer's name and email among the call's arguments: from the session's row when the statement checks it.
const [NAME, EMAIL] = [KEY_TYPES.length + 2, KEY_TYPES.length + 3];
const ONCE_COLUMNS = `${COLUMNS}, stock_after, replay_status, replay_body, replay_hash, replay_order, replay_items`;

/** The call, its arguments numbered from `first`, those of `from` (the session's columns) in their place. */
function onceCall(first: number, from: Record<number, string> = {}) {
  let n = first;
  return `sillage_place_order_once(${ONCE_TYPES.map((type, i) => from[i] ?? `$${n++}::${type}`).join(', ')})`;
}

const PLACE_ORDER_ONCE = `select ${ONCE_COLUMNS} from ${onceCall(1)}`;
/**
 * With the session checked first (server/db/functions/sillage_session_of.sql): its row or SL007,
 * and the order placed only if it holds.
 */
const PLACE_ORDER_ONCE_CHECKED = `select ${ONCE_COLUMNS}, ${SESSION_COLUMNS}
from ${SESSION_OF}
cross join lateral ${onceCall(4, { [NAME]: 's.session_name', [EMAIL]: 's.session_email' })}`;

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
 * An order, under an Idempotency-Key or not, placed by one statement
 * (server/db/functions/sillage_place_order_once.sql). Keyed, as the app sends every order, in one
 * round trip: BEGIN, the call and COMMIT together, the key claimed and answered by the call (its
 * row names the order; a replay is answered from the order). Without a key, in an ordinary
 * transaction (BEGIN, the call, COMMIT), so that COMMIT is sent only once the rows are in: no
 * answer is kept for a request whose sender died. The
 * idempotency middleware took five round trips, each statement built by Drizzle: keyed orders ran
 * at 0.39 of the bare transaction (docs/decisions/2026-11-26-keyed-orders.md,
 * 2026-11-29-lean-order-path.md). The rules are the middleware's: a refusal stores nothing and
 * frees the key, a replay places nothing. `call` is place-order.ts's `orderCall`, built (and its
 * products' ids checked) before.
 */
export async function placeOrderOnce(
  db: Database,
  call: OrderCall,
  buyer: Buyer,
  input: CreateOrderInput,
  limits: HoldLimits,
  claim?: KeyClaim,
  check?: UncheckedSession,
): Promise<{ result: OrderOutcome; session?: SessionRow }> {
  const key = claim ? [claim.scope, claim.key, claim.requestHash, IDEMPOTENCY_KEY_TTL_HOURS] : [null, null, null, null];
  const values = [...key, ...call.values];
  // Checked by the statement (auth/session.ts's checkedByStatement): the buyer's name and email are the session row's.
  const text = check ? PLACE_ORDER_ONCE_CHECKED : PLACE_ORDER_ONCE;
  const params = check ? [...sessionParams(check), ...values.filter((_, i) => i !== NAME && i !== EMAIL)] : values;
  let rows: OnceLine[];
  try {
    rows = claim ? await statementCommitted<OnceLine>(db, text, params) : await statementInTransaction<OnceLine>(db, text, params);
  } catch (err) {
    throw refusal(err, call.lines, limits) ?? err;
  }
  const session = sessionRowOf(rows[0]!);
  return { result: outcome(call, rows, session ? { ...buyer, name: session.name, email: session.email } : buyer, input), session };
}

function outcome(call: OrderCall, rows: OnceLine[], buyer: Buyer, input: CreateOrderInput): OrderOutcome {
  const first = rows[0]!;
  // No line: the key was there already. Without an answer (a claim left by a release before
  // this one, or the key gone between the claim and the read), it is told to retry.
  if (first.product_id === null) {
    if (first.replay_status === null || first.replay_hash === null) return { inProgress: true };
    return { stored: { statusCode: first.replay_status, responseBody: replayBody(first), requestHash: first.replay_hash } };
  }
  const placed = placedOrder(call, rows as PlacedLine[], buyer, input);
  const qtyOf = new Map(call.lines.map((line) => [line.productId, line.qty]));
  const shownChanged = rows
    .filter((row) => stockShown(row.stock_after! + qtyOf.get(row.product_id!)!) !== stockShown(row.stock_after!))
    .map((row) => row.product_id!);
  return { placed, body: JSON.stringify(placed), shownChanged };
}

/**
 * A replay's answer: the order the key placed, as it is now (its first answer, unless it was paid
 * or cancelled since), or the body a key answered before migration 0022 kept; none if the order
 * is gone (its shopper's account deleted).
 */
function replayBody(row: OnceLine): string | null {
  return row.replay_order ? JSON.stringify(orderFromJson(row.replay_order, row.replay_items ?? [])) : row.replay_body;
}
