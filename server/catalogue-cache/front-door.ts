import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { writeRequestLine } from '#server/http/request-log.ts';
import { homeWantsAnotherLanguage } from '#server/language/chosen-language.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import { answerFor } from './cached-response.ts';

export type FrontDoorOptions = {
  /** Headers every response of the app carries (the security headers), sent with each hit. */
  headers: Record<string, string>;
  logRequests: boolean;
  /** The name a page is cached under for this request: its origin as the server decides it, and the request line (serve-page.ts). */
  pageAliasOf(req: IncomingMessage & { url: string }): string;
};

/**
 * `/path?query`, the only request target a cached answer is looked up by: an absolute-form target
 * (`http://other-host/x`) or a `//host/x` path goes to Hono, which names its origin from the
 * server's settings, never from the request line.
 */
const isOriginForm = (url: string) => url.charCodeAt(0) === 47 /* / */ && url.charCodeAt(1) !== 47;

/**
 * The two headers a hit reads, from the raw list: `req.headers` is built on first use, an object
 * of every header the client sent, which a bare server never pays for (issue 25: the cached
 * catalogue page stood at 0.80 of a bare server sending the same bytes).
 */
function hitHeaders(raw: string[]): { ifNoneMatch: string | undefined; acceptEncoding: string | undefined } {
  let ifNoneMatch: string | undefined;
  let acceptEncoding: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    // The length first: most names are neither, and are not lowercased.
    if (name.length === 13 && name.toLowerCase() === 'if-none-match') ifNoneMatch = ifNoneMatch === undefined ? raw[i + 1] : `${ifNoneMatch}, ${raw[i + 1]}`;
    else if (name.length === 15 && name.toLowerCase() === 'accept-encoding') acceptEncoding = acceptEncoding === undefined ? raw[i + 1] : `${acceptEncoding}, ${raw[i + 1]}`;
  }
  return { ifNoneMatch, acceptEncoding };
}

/**
 * The node:http listener in front of Hono: a GET whose exact request line (path and query as
 * sent) was answered before is written straight from the catalogue cache, as a bare node:http
 * server would, with the headers the app would have added; anything else goes to `next` (Hono).
 * Cache hits thus skip building a Request, the middleware chain, routing and validation; what
 * they would have decided is in the entry already (see serveCatalogue). Only 200 answers are
 * ever cached, so errors always take the full path.
 */
export function catalogueFrontDoor(cache: CatalogueCache, options: FrontDoorOptions, next: RequestListener): RequestListener {
  const { headers: extra, logRequests, pageAliasOf } = options;
  return (req: IncomingMessage, res: ServerResponse) => {
    // The home for a device that chose French is a redirect (server/language), never the cached English page.
    if (req.method === 'GET' && req.url !== undefined && isOriginForm(req.url) && !homeWantsAnotherLanguage(req.url, req.rawHeaders)) {
      // Pages are remembered with the origin they were rendered for (their absolute URLs name it).
      const entry = cache.lookup(req.url) ?? cache.lookup(pageAliasOf(req as IncomingMessage & { url: string }));
      if (entry) {
        const started = logRequests ? performance.now() : 0;
        const { ifNoneMatch, acceptEncoding } = hitHeaders(req.rawHeaders);
        const { status, body, headers } = answerFor(entry, ifNoneMatch, acceptEncoding, 'front', extra);
        res.writeHead(status, headers);
        res.end(body ?? undefined);
        if (logRequests) writeRequestLine('GET', req.url.split('?')[0]!, status, started);
        return;
      }
    }
    void next(req, res);
  };
}
