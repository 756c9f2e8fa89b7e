import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { CATALOGUE_FILTER_PARAMS, CATALOGUE_PATH, cataloguePath } from '#domain/catalogue-urls.ts';
import { localeOfPath, localizedPath } from '#domain/i18n/locales.ts';
import { isShellOnlyPath } from '#domain/page-paths.ts';
import type { AppEnv } from '#server/app-env.ts';
import { RawBody } from '#server/catalogue-cache/catalogue-cache.ts';
import { respondWith } from '#server/catalogue-cache/cached-response.ts';
import { clientParty } from '#server/http/client-party.ts';
import { originCluesOf, requestOrigin } from '#server/http/request-origin.ts';
import { logError } from '#server/http/request-log.ts';
import { cspForPage } from './page-csp.ts';
import type { PageRenderer, RenderedPage } from './page-renderer.ts';
import { refusePagePath } from './page-path-check.ts';
import type { RenderLimit } from './render-limit.ts';
import { refusedPage, serverErrorPage, type RefusedStatus } from './status-pages.ts';

/** A page the server renders (in either language), not the app shell. */
export const isServerRenderedPath = (path: string) => !isShellOnlyPath(localeOfPath(path).page);

/** Where the shop is published: PUBLIC_URL, else the Host this request was sent to (request-origin.ts). */
export function siteOrigin(c: Context<AppEnv>): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  // In-process requests (app.request) have no socket: only their headers say anything.
  const clues = incoming ? originCluesOf(incoming) : { host: c.req.header('host'), forwardedProto: undefined, peer: undefined, encrypted: false };
  return requestOrigin(c.var.deps.env, clues);
}

/**
 * The search params a public page reads (the catalogue's filters, the sign-in pages' redirect):
 * anything else in a URL changes nothing on the page, so it is rendered and cached without it.
 * Otherwise `?x=1`, `?x=2`… would each cost a render and a place in the cache.
 */
const PAGE_PARAMS: readonly string[] = [...CATALOGUE_FILTER_PARAMS, 'redirect'];

export function pageRequestLine(url: URL): string {
  // In the order the URL has them: the page's own links repeat that order, and the browser must
  // hydrate the very same markup.
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (PAGE_PARAMS.includes(name) && !kept.has(name)) kept.set(name, value);
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** A page that is not cached (a 404, a redirect): carried out of the cache's build. */
class UncachedPage extends Error {
  constructor(readonly page: RenderedPage) {
    super('not cached');
  }
}

/**
 * The catalogue's forms without JavaScript are GET forms. The search box sends
 * `/explore-scents?keyword=rose`: its answer is the search's own address, filters kept. The
 * filters send every select, "all" as an empty value: the answer is the address without those.
 */
function formTarget(c: Context<AppEnv>): string | undefined {
  const url = new URL(c.req.url);
  const params = url.searchParams;
  // The same forms on the French pages, answered in French (`/fr/explore-scents/search/rose`).
  const { locale, page } = localeOfPath(url.pathname);
  const catalogue = page.replace(/\/$/, '') === CATALOGUE_PATH;
  const empty = CATALOGUE_FILTER_PARAMS.filter((name) => params.get(name) === '');
  if (!(catalogue && params.has('keyword')) && empty.length === 0) return undefined;
  if (!page.startsWith(CATALOGUE_PATH)) return undefined;
  for (const name of empty) params.delete(name);
  let path = page;
  if (catalogue && params.has('keyword')) {
    path = cataloguePath({ keyword: params.get('keyword')?.trim() ?? '' });
    params.delete('keyword');
  }
  const rest = params.toString();
  return `${localizedPath(locale, path)}${rest ? `?${rest}` : ''}`;
}

/**
 * A public page, rendered on the server and kept in the catalogue cache under its origin (the
 * server's, siteOrigin) and path: dropped with every catalogue change (on every instance),
 * compressed once per coding, and answered 304 for a matching If-None-Match. Only 200 pages are
 * kept. A page no cache holds costs a render, which one address may cause so many times a minute.
 */
export async function servePage(c: Context<AppEnv>, renderer: PageRenderer, baseCsp: string, renders: RenderLimit): Promise<Response> {
  const url = new URL(c.req.url);
  const refused = refusePagePath(url.pathname);
  if (refused) return refuse(c, refused.status, refused.reason);
  const target = formTarget(c);
  if (target) return c.redirect(target, 303);
  const origin = siteOrigin(c);
  const pageLine = pageRequestLine(url);
  const cache = c.var.deps.catalogueCache;
  const key = `page:${origin}${pageLine}`;
  if (!cache.has(key)) {
    const retryAfter = renders.take(clientParty(c.var.clientIp));
    if (retryAfter !== undefined) return refuse(c, 429, 'page renders per minute from this address', { 'retry-after': String(retryAfter) });
  }
  try {
    const entry = await cache.load(key, async () => {
      const page = await renderer.render(pageLine, origin);
      if (page.status !== 200 || !('html' in page)) throw new UncachedPage(page);
      return new RawBody(Buffer.from(page.html), 'text/html; charset=utf-8', { 'content-security-policy': cspForPage(baseCsp, page.html) });
    });
    return respondWith(c, entry);
  } catch (error) {
    if (error instanceof UncachedPage) {
      const page = error.page;
      // The render failed because the API refused what this address asked of it: the client's doing.
      if (page.status >= 500 && page.apiRefused !== undefined)
        return refuse(c, page.apiRefused === 404 ? 404 : 400, `the page's API read was answered ${page.apiRefused}`);
      if (page.status >= 500) c.set('logNote', `the page rendered as a ${page.status}`);
      if ('location' in page) return c.redirect(page.location, page.status as 301 | 302 | 303 | 307 | 308);
      return c.html(page.html, page.status as 404, { 'content-security-policy': cspForPage(baseCsp, page.html), 'cache-control': 'no-cache' });
    }
    logError(c, error);
    return c.html(serverErrorPage(localeOfPath(c.req.path).locale), 500, { 'cache-control': 'no-store' });
  }
}

/** A page request answered without a render: the shop's page for that status, and one log line saying why. */
function refuse(c: Context<AppEnv>, status: RefusedStatus, reason: string, headers: Record<string, string> = {}): Response {
  c.set('logNote', reason);
  return c.html(refusedPage(status, localeOfPath(c.req.path).locale), status, { 'cache-control': 'no-store', ...headers });
}
