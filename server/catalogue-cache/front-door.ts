import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { writeRequestLine } from '#server/http/request-log.ts';
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
    if (req.method === 'GET' && req.url !== undefined && isOriginForm(req.url)) {
      // Pages are remembered with the origin they were rendered for (their absolute URLs name it).
      const entry = cache.lookup(req.url) ?? cache.lookup(pageAliasOf(req as IncomingMessage & { url: string }));
      if (entry) {
        const started = logRequests ? performance.now() : 0;
        const { status, body, headers } = answerFor(entry, req.headers['if-none-match'], req.headers['accept-encoding'], 'front', extra);
        res.writeHead(status, headers);
        res.end(body ?? undefined);
        if (logRequests) writeRequestLine('GET', req.url.split('?')[0]!, status, started);
        return;
      }
    }
    void next(req, res);
  };
}
