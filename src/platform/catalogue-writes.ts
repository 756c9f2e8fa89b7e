import { CATALOGUE_KEY_ROOT } from './query-client.ts';

// After this tab changes the catalogue (a review sent, an admin's edit), its catalogue reads go
// past the service worker's stale-while-revalidate copy for a while: the shopper sees their own
// review as soon as it is sent, not one revalidation later. Kept in sessionStorage (this tab's),
// so that a reload or the next page in the tab reads fresh too: a new page starts before the
// worker's revalidation message could reach it.
const READ_FRESH_FOR_MS = 15_000;
const KEY = 'sillage:catalogue-fresh-until';
let freshUntil = 0;

function storedFreshUntil(): number {
  try {
    return Number(sessionStorage.getItem(KEY)) || 0;
  } catch {
    return 0; // storage refused: this page's own memory only
  }
}

/** Call after a write that changed what catalogue answers hold, before refetching them. */
export function catalogueWritten(): void {
  freshUntil = Date.now() + READ_FRESH_FOR_MS;
  try {
    sessionStorage.setItem(KEY, String(freshUntil));
  } catch {
    // storage refused: this page's own memory only
  }
}

/** For writes that name the queries they change: true when one of them is the catalogue's. */
export const changesCatalogue = (queryKeys: ReadonlyArray<readonly unknown[]>) => queryKeys.some((key) => key[0] === CATALOGUE_KEY_ROOT);

/** True while catalogue reads should ask the server itself (api-client's `fresh`). */
export const readCatalogueFresh = () => typeof window !== 'undefined' && Date.now() < Math.max(freshUntil, storedFreshUntil());
