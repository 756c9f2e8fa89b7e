/**
 * Errors that only say the database connection went away (PostgreSQL restarting, a failover, a
 * proxy dropping connections): postgres-js codes, socket errors, and PostgreSQL's own classes 08
 * (connection exception) and 57P (operator intervention: shutdown, crash, starting up).
 */
const CONNECTION_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
]);

export function isConnectionLoss(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08') || code.startsWith('57P'))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
