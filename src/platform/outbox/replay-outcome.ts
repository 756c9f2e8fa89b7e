import { ERROR_CODES } from '#domain/error-codes.ts';
import { ApiError } from '../api-client.ts';

/**
 * What one replay attempt means for its outbox entry (DESIGN §4):
 * - sent: 2xx, the entry leaves the queue;
 * - refused: a permanent 4xx (invalid, forbidden, gone, conflict…): it leaves the queue and the
 *   user is told; sending it again could never succeed;
 * - sign-in: 401, the session is over; the queue is kept until the same person signs in again;
 * - later: no answer, a timeout, 408/425/429 or a 5xx; the same request may succeed later, and
 *   its Idempotency-Key makes the repeat harmless. The queue stops here to keep the order.
 */
export type ReplayOutcome = 'sent' | 'refused' | 'sign-in' | 'later';

const TRANSIENT_STATUSES = new Set([408, 425, 429]);

export function replayOutcome(error: unknown): ReplayOutcome {
  if (error === undefined) return 'sent';
  if (!(error instanceof ApiError)) return 'later';
  const { status } = error;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return 'later';
  if (status === 'PARSING_ERROR') {
    // An unreadable answer: what its status said still counts (a proxy's HTML error page is 5xx).
    const original = error.originalStatus ?? 500;
    if (original >= 200 && original < 300) return 'sent';
    return original >= 400 && original < 500 && !TRANSIENT_STATUSES.has(original) ? 'refused' : 'later';
  }
  if (status === 401) return 'sign-in';
  if (TRANSIENT_STATUSES.has(status) || status >= 500) return 'later';
  // The server's "same key still being processed" (another instance is running the first copy):
  // told by its code, not by the wording of its message.
  if (status === 409 && error.code === ERROR_CODES.idempotencyKeyInProgress) return 'later';
  return 'refused';
}
