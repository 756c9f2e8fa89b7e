import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import type { CachedEntry, CatalogueCache } from './catalogue-cache.ts';
import { chooseCoding, COMPRESS_FROM_BYTES, encode, type ContentCoding } from '#server/http/content-coding.ts';

/**
 * The catalogue is the same for everyone, so it may be stored by browsers and shared caches,
 * but only if revalidated: the service worker serves it stale-while-revalidate and asks again
 * each time, and the ETag turns that question into a 304 when nothing changed.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

export type Prepared = { body: Uint8Array | null; status: 200 | 304; headers: Record<string, string> };

// A distinct strong tag per coding: the bytes differ (RFC 9110 §8.8.3).
const tagFor = (entry: CachedEntry, coding: ContentCoding) =>
  coding === 'identity' ? entry.etag : `${entry.etag.slice(0, -1)}-${coding === 'br' ? 'br' : 'gz'}"`;

/** If-None-Match uses the weak comparison, and matches any coding of the same content. */
function notModified(entry: CachedEntry, ifNoneMatch: string): boolean {
  if (ifNoneMatch === entry.etag || ifNoneMatch.trim() === '*') return true;
  const content = entry.etag.slice(0, -1);
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === entry.etag || (tag.startsWith(content) && /^-(br|gz)"$/.test(tag.slice(content.length)));
  });
}

/**
 * The response for one entry in one coding, built once per entry (bytes compressed, headers as a
 * plain object so @hono/node-server writes them without building a Headers object) and kept on it.
 * The app's own headers (security, request log) are added by its middleware, as on any answer.
 */
function prepare(entry: CachedEntry, coding: ContentCoding): Prepared {
  const slot = `answer:${coding}`;
  let prepared = entry.served.get(slot) as Prepared | undefined;
  if (prepared) return prepared;
  let body: Uint8Array = entry.body;
  if (coding !== 'identity') {
    const encoded = entry.served.get(coding) as Uint8Array | undefined;
    body = encoded ?? encode(entry.body, coding);
    entry.served.set(coding, body);
  }
  const headers: Record<string, string> = {
    ...entry.headers,
    'content-type': entry.type ?? 'application/json',
    'cache-control': CATALOGUE_CACHE_CONTROL,
    vary: 'Accept-Encoding',
    etag: tagFor(entry, coding),
    'content-length': String(body.byteLength),
  };
  if (coding !== 'identity') headers['content-encoding'] = coding;
  prepared = { body, status: 200, headers };
  entry.served.set(slot, prepared);
  return prepared;
}

function prepareNotModified(entry: CachedEntry): Prepared {
  const slot = 'answer:304';
  let prepared = entry.served.get(slot) as Prepared | undefined;
  if (!prepared) {
    prepared = { body: null, status: 304, headers: { ...entry.headers, 'cache-control': CATALOGUE_CACHE_CONTROL, vary: 'Accept-Encoding', etag: entry.etag } };
    entry.served.set(slot, prepared);
  }
  return prepared;
}

/** What to send for an entry, given the request's If-None-Match and Accept-Encoding. */
function answerFor(entry: CachedEntry, ifNoneMatch: string | undefined, acceptEncoding: string | undefined): Prepared {
  if (ifNoneMatch !== undefined && notModified(entry, ifNoneMatch)) return prepareNotModified(entry);
  const coding = entry.body.byteLength < COMPRESS_FROM_BYTES ? 'identity' : chooseCoding(acceptEncoding);
  return prepare(entry, coding);
}

/** The answer for a cached entry, to the request in `c` (a 304 for a matching If-None-Match). */
export function respondWith(c: Context<AppEnv>, entry: CachedEntry): Response {
  const { status, body, headers } = answerFor(entry, c.req.header('if-none-match'), c.req.header('accept-encoding'));
  return new Response(body as Uint8Array<ArrayBuffer> | null, { status, headers });
}

/**
 * A catalogue read (GET, 200 only) served from the cache: `key` names the normalized request
 * (path and validated query); `build` reads the database on a miss.
 */
export async function serveCatalogue(c: Context<AppEnv>, key: string, build: () => Promise<unknown>): Promise<Response> {
  return respondWith(c, await c.var.deps.catalogueCache.load(key, build));
}

/**
 * After any API write, re-read the catalogue version (the write's own transaction bumped it if
 * it touched products or reviews), so this instance never answers its own client with what the
 * write replaced, even before the NOTIFY comes back. A write that moved stock only (an order, a
 * cancel: `stockShownChanged`) bumps no version: it drops the scents whose shown stock it changed,
 * here at once (the other instances hear the trigger's NOTIFY), and the round trip to read the
 * version is saved on the busiest write there is.
 */
export function syncCatalogueAfterWrites(cache: CatalogueCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return;
    const shownChanged = c.var.stockShownChanged;
    if (shownChanged) cache.dropScents(shownChanged);
    else await cache.sync().catch(() => cache.invalidate());
  };
}
