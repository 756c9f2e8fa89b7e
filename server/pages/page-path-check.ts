import * as v from 'valibot';
import { CATALOGUE_SEARCH_PREFIX } from '#domain/catalogue-urls.ts';
import { localeOfPath } from '#domain/i18n/locales.ts';
import { productQuerySchema } from '#domain/schemas/product.ts';

export type RefusedPath = { status: 400 | 404; reason: string };

/**
 * Longer than any page's address: a search's keyword is at most 100 characters, 1,200 once each
 * is percent-encoded as four UTF-8 bytes, and nothing else in a path comes close.
 */
const PATH_MAX = 2048;

const SEARCH_PATH = new RegExp(`^${CATALOGUE_SEARCH_PREFIX}([^/]+)(?:/page/[^/]*)?/?$`);

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F]/;

/**
 * Why no page of the shop can be at this path (as sent, still percent-encoded), or undefined.
 * Checked before a page is rendered, so that an address a client made up is a 4xx page that
 * costs nothing, never a render that fails: the catalogue's API refuses a search keyword the
 * search page would ask it for (domain's product query schema, the one rule for both), and the
 * router would answer that refusal with its 500 error page.
 */
export function refusePagePath(path: string): RefusedPath | undefined {
  if (path.length > PATH_MAX) return { status: 400, reason: `path longer than ${PATH_MAX} characters` };
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { status: 400, reason: 'malformed percent-encoding' };
  }
  if (CONTROL.test(decoded)) return { status: 400, reason: 'control character in the path' };
  // `//host/…` as a request target is a path with an empty segment, never a page (nor a host).
  if (path.includes('//')) return { status: 404, reason: 'empty path segment' };
  const keyword = SEARCH_PATH.exec(localeOfPath(path).page)?.[1];
  if (keyword !== undefined) {
    const checked = v.safeParse(productQuerySchema, { keyword: decodeURIComponent(keyword) });
    if (!checked.success) return { status: 400, reason: `search keyword: ${checked.issues[0].message}` };
  }
  return undefined;
}
