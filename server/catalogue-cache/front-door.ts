import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { writeRequestLine } from '#server/http/request-log.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import { answerFor } from './cached-response.ts';

export type FrontDoorOptions = {
  /** Headers every response of the app carries (the security headers), sent with each hit. */
  headers: Record<string, string>;
  logRequests: boolean;
};

/**
 * The node:http listener in front of Hono: a GET whose exact request line (path and query as
 * sent) was answered before is written straight from the catalogue cache, as a bare node:http
 * server would, with the headers the app would have added; anything else goes to `next` (Hono).
 * Cache hits thus skip building a Request, the middleware chain, routing and validation; what
 * they would have decided is in the entry already (see serveCatalogue). Only 200 answers are
 * ever cached, so errors always take the full path.
 */
export function catalogueFrontDoor(cache: CatalogueCache, options: FrontDoorOptions, next: RequestListener): RequestListener {
  const { headers: extra, logRequests } = options;
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET' && req.url !== undefined) {
      // Pages are remembered with the host they were rendered for (their absolute URLs name it).
      const entry = cache.lookup(req.url) ?? (req.headers.host ? cache.lookup(`//${req.headers.host}${req.url}`) : undefined);
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
