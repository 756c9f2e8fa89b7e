import type { Context } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { siteOrigin } from '#server/pages/serve-page.ts';

/**
 * Whether a POST was sent by another site's page (issue 49): a form on any page of the web can
 * post to a URL, from its visitor's browser and address, so every visitor of such a page would
 * write to the shop in its name and spend the limits of their own address. Nothing signed-in is
 * at stake (a token travels in a header no other site can set); the shop's mailbox and its
 * per-client limits are.
 *
 * The order is net/http's CrossOriginProtection (Go 1.25), for the same reasons:
 * - A browser that sends Fetch Metadata says who asked: only `same-origin` (and `none`, a
 *   request the person made themselves) passes. `same-site` does not: a sibling subdomain is
 *   not the shop. The Vite dev server proxying /api is same-origin to the page, so it works.
 * - An older browser sends only `Origin`: it must be the shop's own (PUBLIC_URL, or in
 *   development the address this request was sent to). `Origin: null` (a sandboxed frame, a
 *   redirect across sites) is not.
 * - Neither header: not a browser (curl, a script, a test, the app's own replays from an old
 *   engine). It is let through, as such a client could send either header it liked anyway:
 *   the limits, not this check, are what hold a script back.
 */
export function isCrossSite(c: Context<AppEnv>): boolean {
  const fetchSite = c.req.header('sec-fetch-site')?.trim().toLowerCase();
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = c.req.header('origin')?.trim();
  if (origin === undefined || origin === '') return false;
  return origin.toLowerCase() !== siteOrigin(c).toLowerCase();
}
