import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { messages } from '#domain/messages.ts';
import { HttpError } from './http-error.ts';
import { logError } from './request-log.ts';

/** The one place errors become responses: a clear JSON message, never a stack trace. */
export const handleError: ErrorHandler = (err, c) => {
  if (err instanceof HttpError) {
    const body = err.issues?.length ? { message: err.message, issues: err.issues } : { message: err.message };
    return c.json({ ...err.details, ...body }, err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const message = status === 413 ? messages.bodyTooLarge : err.message || 'Request refused';
    return c.json({ message }, status);
  }
  if (isUniqueViolation(err)) {
    return c.json({ message: 'That already exists' }, 409);
  }
  logError(c, err);
  return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
};

export const handleNotFound: NotFoundHandler = (c: Context) => c.json({ message: messages.notFound }, 404);

/** PostgreSQL unique_violation, whichever driver raised it (the cause may be wrapped by Drizzle). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    if (typeof e === 'object' && (e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL check_violation (for example stock below zero). */
export function isCheckViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    if (typeof e === 'object' && (e as { code?: unknown }).code === '23514') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
