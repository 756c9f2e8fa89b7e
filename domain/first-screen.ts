// The answers a page's first screen needs, sent inside the page itself (issue: performance):
// on a first visit over a slow line the shop shows its content without waiting for its script
// to ask the API. The server writes them (server/http/first-screen.ts) into an element with this
// id, keyed by API path; the shop's API client takes each once (src/app/first-screen.ts).

export const FIRST_SCREEN_ELEMENT_ID = 'first-screen-data';

/** What the element holds: when the server wrote it (ms since the epoch) and the answers by API path. */
export type FirstScreenData = { servedAt: number; answers: Record<string, unknown> };

/**
 * How old a page's answers may be and still stand for the server's: the page may be shown again
 * from the browser's cache (back and forward), hours after it was written. A device whose clock is
 * off by more than this just asks the server, as it would without them.
 */
export const FIRST_SCREEN_FRESH_MS = 30_000;

/** `/api/products?pageNumber=1&keyword=a` and `…?keyword=a&pageNumber=1` are one key. */
export function apiPathKey(path: string): string {
  const at = path.indexOf('?');
  if (at < 0) return path;
  const params = new URLSearchParams(path.slice(at + 1));
  params.sort();
  const query = params.toString();
  return query ? `${path.slice(0, at)}?${query}` : path.slice(0, at);
}
