import type { CreateOrderInput, Order } from '#domain/schemas/order.ts';
import type { Database } from '#server/db/client.ts';
import { statementInTransactionClosedBy } from '#server/db/statement-in-transaction.ts';
import type { KeyClaim } from '#server/idempotency/idempotency.ts';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '#server/idempotency/key-expiry.ts';
import { ARGUMENT_TYPES, COLUMNS, orderCall, placedOrder, refusal, type Buyer, type HoldLimits, type PlacedLine } from './place-order.ts';

/** A row of sillage_place_keyed_order (migration 0014): an order's line, or the key's stored answer. */
type KeyedLine = Omit<PlacedLine, 'product_id'> & { product_id: string | null; replay_status: number | null; replay_body: string | null; replay_hash: string | null };

const KEY_TYPES = ['text', 'text', 'text', 'integer'];
const PLACE_KEYED_ORDER = `select ${COLUMNS}, replay_status, replay_body, replay_hash from sillage_place_keyed_order(${[...KEY_TYPES, ...ARGUMENT_TYPES]
  .map((type, i) => `$${i + 1}::${type}`)
  .join(', ')})`;

const STORE_ANSWER = 'update idempotency_keys set status_code = $1, response_body = $2 where scope = $3 and key = $4';

/** The order placed now (and the JSON its answer is), or the answer the key already had (or none yet: still running). */
export type KeyedOutcome =
  | { placed: Order; body: string }
  | { stored: { statusCode: number; responseBody: string | null; requestHash: string } }
  | { inProgress: true };

/**
 * An order under an Idempotency-Key in three round trips, as an order without one: BEGIN; the key
 * claimed and the order placed by one statement (migration 0014); the answer stored with COMMIT.
 * The idempotency middleware took five, each statement built by Drizzle (BEGIN, the claim, the
 * order, the answer, COMMIT): the keyed order, which is every order the app sends, ran at 0.39 of
 * the bare transaction (docs/decisions/2026-11-26-keyed-orders.md). The rules are the
 * middleware's: a refusal stores nothing and frees the key, a replay places nothing.
 */
export async function placeKeyedOrder(db: Database, buyer: Buyer, input: CreateOrderInput, limits: HoldLimits, claim: KeyClaim): Promise<KeyedOutcome> {
  const call = orderCall(buyer, input, limits);
  const values = [claim.scope, claim.key, claim.requestHash, IDEMPOTENCY_KEY_TTL_HOURS, ...call.values];
  try {
    return await statementInTransactionClosedBy<KeyedLine, KeyedOutcome>(db, 'sillage_place_keyed_order', PLACE_KEYED_ORDER, values, (rows) => {
      const first = rows[0]!;
      // No line: the key was there already. Without an answer (a claim left by a release before
      // this one, or the key gone between the claim and the read), it is told to retry.
      if (first.product_id === null) {
        if (first.replay_status === null || first.replay_hash === null) return { result: { inProgress: true } };
        return { result: { stored: { statusCode: first.replay_status, responseBody: first.replay_body, requestHash: first.replay_hash } } };
      }
      const placed = placedOrder(call, rows as PlacedLine[], buyer, input);
      const body = JSON.stringify(placed);
      return { result: { placed, body }, closing: { text: STORE_ANSWER, values: [201, body, claim.scope, claim.key] } };
    });
  } catch (err) {
    throw refusal(err, call.lines, limits) ?? err;
  }
}
