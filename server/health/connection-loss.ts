import { errorChain } from '#server/db/error-chain.ts';

/**
 * Errors that only say the database cannot be reached just now (PostgreSQL restarting, a
 * failover, a proxy dropping connections, every pooled connection busy past the pool's timeout):
 * the request may be tried again in a moment, so the client hears 503, not 500.
 *
 * PostgreSQL's own classes 08 (connection exception) and 57P (operator intervention: shutdown,
 * pg_terminate_backend, starting up) carry a code; socket errors carry Node's code. node-postgres
 * raises its own connection errors as plain Errors with no code, so those are known by their
 * message (node-postgres 8: lib/client.js and pg-pool).
 */
const CONNECTION_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

const NODE_POSTGRES_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Client was closed',
  'Cannot use a pool after calling end on the pool',
];

export function isConnectionLoss(err: unknown): boolean {
  for (const { code, message } of errorChain(err)) {
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08') || code.startsWith('57P'))) return true;
    if (typeof code !== 'string' && typeof message === 'string' && NODE_POSTGRES_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}
