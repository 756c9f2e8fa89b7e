import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * A limit on a request body's size, judged from its Content-Length when it has one: Node's HTTP
 * parser reads exactly that many bytes as the body, so the header is the size. hono/body-limit
 * judges the same header, but reaches it through `c.req.raw.body`, which makes @hono/node-server
 * build a whole web Request (undici's, with a web stream and an AbortSignal) that the handler's
 * body read then goes through instead of its direct read of the socket: a tenth of an order's
 * time on the server (docs/decisions/2026-11-25-unpaid-units-index.md). A request with neither
 * header has no body (RFC 9112 §6.3). Only a chunked body, whose size nobody declared, is left to
 * hono/body-limit, which counts it as it streams in.
 */
export function limitBody(maxSize: number, onError: () => never): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    if (c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > maxSize) onError();
    await next();
  };
}
