import type { IncomingMessage } from 'node:http';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { nameOfText } from '#domain/i18n/in-each-language.ts';
import { messages } from '#domain/messages.ts';
import { hasErrorCode } from '#server/db/error-chain.ts';
import { isConnectionLoss } from '#server/health/connection-loss.ts';
import { HttpError, TooManyRequests } from './http-error.ts';
import { logError } from './request-log.ts';

/**
 * A 413 is sent before the body it refuses has been read: the rest of that body is still on the
 * connection, so it cannot carry another request. Saying `Connection: close` makes Node close it
 * after the answer, and tells the client to open a fresh one (issue: abuse, HTTP hygiene).
 */
const closing = (status: number): Record<string, string> => (status === 413 ? { connection: 'close' } : {});

/** The one place errors become responses: a clear JSON message, never a stack trace. */
export const handleError: ErrorHandler = (err, c) => {
  if (err instanceof HttpError) {
    const body = { message: err.message, ...coded(err.message), ...(err.issues?.length ? { issues: err.issues } : {}) };
    const headers = err instanceof TooManyRequests ? { ...closing(err.status), 'retry-after': String(err.retryAfterSeconds) } : closing(err.status);
    return c.json({ ...body, ...err.details }, err.status, headers);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const message = status === 413 ? messages.bodyTooLarge : messages.invalidInput;
    return c.json({ message, ...coded(message) }, status, closing(status));
  }
  // The client went away in the middle of sending its body: nothing of ours failed, and nobody is
  // left to read an answer. One line says so (in place of a stack trace, and of the 503 a lost
  // database connection would be: both surface as ECONNRESET).
  if (bodyWasCutOff(c)) {
    c.set('logNote', 'request body aborted by the client');
    return c.json({ message: messages.requestBodyAborted, code: 'requestBodyAborted' }, 400);
  }
  if (isUniqueViolation(err)) {
    return c.json({ message: messages.alreadyExists, code: 'alreadyExists' }, 409);
  }
  // The database went away or is saturated: the transaction was rolled back with its connection
  // (or, lost just as it committed, a retry with the same Idempotency-Key gets the stored
  // answer), so trying again in a moment is safe.
  if (isConnectionLoss(err)) {
    logError(c, err);
    return c.json({ message: messages.databaseUnavailable, code: 'databaseUnavailable' }, 503, { 'retry-after': '1' });
  }
  logError(c, err);
  return c.json({ message: messages.serverFailed, code: 'serverFailed' }, 500);
};

/**
 * The stable `code` beside a message (DESIGN §3): the name the shop's words give that text
 * (`invalidCredentials`), which does not change with the language or a rewording. A text that is
 * not one of ours (a library's) goes without one.
 */
function coded(message: string): { code?: string } {
  const code = nameOfText(message);
  return code === undefined ? {} : { code };
}

/**
 * Whether this request's client closed its connection before its body had all arrived: the
 * error being handled then comes from reading that body (Node's `aborted`, undici's `terminated`,
 * a multipart parser's own), whatever it says.
 */
export function bodyWasCutOff(c: Context): boolean {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming !== undefined && !incoming.complete && incoming.destroyed;
}

export const handleNotFound: NotFoundHandler = (c: Context) => c.json({ message: messages.notFound, code: 'notFound' }, 404);

/** PostgreSQL unique_violation, whichever driver raised it (the cause may be wrapped by Drizzle). */
export const isUniqueViolation = (err: unknown): boolean => hasErrorCode(err, '23505');

/** PostgreSQL check_violation (for example stock below zero). */
export const isCheckViolation = (err: unknown): boolean => hasErrorCode(err, '23514');
