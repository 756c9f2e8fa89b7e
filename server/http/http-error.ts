import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type Issue = { path: string; message: string };

/** Any status but 429, which only TooManyRequests makes: every 429 says when to come back. */
type ErrorStatus = Exclude<ContentfulStatusCode, 429>;

/** An error the client caused or may see: it becomes the DESIGN §3 error body as it is. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(
    status: ErrorStatus,
    message: string,
    readonly issues?: Issue[],
    /** Facts the client acts on besides the message (a 409 saying what the stock is now). */
    readonly details?: Record<string, string | number | boolean>,
  ) {
    super(message);
    this.status = status;
  }
}

/** 429 with `Retry-After` (seconds): when the client may try again. */
export class TooManyRequests extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429 as ContentfulStatusCode as ErrorStatus, message);
  }
}

export const badRequest = (message: string, issues?: Issue[]) => new HttpError(400, message, issues);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, details?: Record<string, string | number | boolean>) => new HttpError(409, message, undefined, details);
