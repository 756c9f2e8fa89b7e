import type { MiddlewareHandler } from 'hono';
import { chooseCoding, COMPRESS_FROM_BYTES, encode } from './content-coding.ts';

/**
 * gzip or brotli for JSON answers of 1 KB and more when the client accepts it (order lists,
 * user lists). Cached catalogue responses arrive already encoded and are left alone.
 * Only a read's answer: a write answers with the one thing it wrote (an order, a review: a KB or
 * two, one packet compressed or not), and reading that answer back to measure it, then building
 * a new response, took more of the server's time than a cancel's own code (issue 25:
 * docs/decisions/2026-11-29-request-cost.md).
 */
export const compressLargeJson: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method !== 'GET') return;
  const coding = chooseCoding(c.req.header('accept-encoding'));
  if (coding === 'identity') return;
  const res = c.res;
  if (res.status === 204 || res.status === 304 || !res.body) return;
  if (res.headers.has('content-encoding') || !res.headers.get('content-type')?.startsWith('application/json')) return;
  const body = new Uint8Array(await res.arrayBuffer());
  const large = body.byteLength >= COMPRESS_FROM_BYTES;
  const sent = large ? encode(body, coding) : body;
  // Hono copies the old response's headers onto the new one; the changes come after.
  c.res = new Response(sent as Uint8Array<ArrayBuffer>, { status: res.status, headers: res.headers });
  const headers = c.res.headers;
  headers.set('content-length', String(sent.byteLength));
  if (large) {
    headers.set('content-encoding', coding);
    if (!/accept-encoding/i.test(headers.get('vary') ?? '')) headers.append('vary', 'Accept-Encoding');
  }
};
