// The saved scents between the device and the account (issue: saved scents). At sign-in the
// device's saves are merged into the account (a union) and the account's list comes back to the
// device; signed in, the list is read again when the app starts and when the window comes back
// (another device may have changed it), unless this device still has writes waiting to go out.
// Signed out, the device's saves are refreshed from the catalogue (current price and stock).
import type { Product } from '#domain/schemas/product.ts';
import type { SavedList } from '#domain/schemas/saved.ts';
import { api, ApiError, newIdempotencyKey } from '#src/platform/api-client.ts';
import { hasPendingWrites } from '#src/platform/outbox/outbox-store.ts';
import { isOnline } from '#src/platform/online-status.ts';
import { isTokenExpired, onSessionChange, storedSession } from '#src/platform/session/session.ts';
import { forgetSaved, refreshSavedProducts, replaceSaved, savedRows } from './saved-store.ts';

/** Coming back to the window twice in a few seconds reads the list once. */
const REFRESH_GAP_MS = 5000;
let lastRefresh = 0;

const asRows = (list: SavedList) => list.saved.map((entry) => ({ product: entry.product, savedAt: Date.parse(entry.savedAt) || Date.now() }));

// Whose account the device's saves were last merged into: a sign-in that happened before this
// started (the first seconds of a page) is merged when it starts; later reads replace, so a scent
// unsaved on another device is not brought back by this one.
const MERGED_FOR_KEY = 'sillage:saved-merged-for';

function mergedFor(): string | null {
  try {
    return localStorage.getItem(MERGED_FOR_KEY);
  } catch {
    return null;
  }
}

/** Logout: the next account to sign in on this device gets its saves merged afresh. */
export function forgetMerge(): void {
  try {
    localStorage.removeItem(MERGED_FOR_KEY);
  } catch {
    // nothing kept
  }
}

async function mergeIntoAccount(userId: string): Promise<void> {
  const productIds = (await savedRows()).map((row) => row.productId);
  // Nothing saved on this device: nothing to add, the account's list is only read.
  const list =
    productIds.length > 0
      ? await api.post<SavedList>('/api/saved/merge', { productIds }, { idempotencyKey: newIdempotencyKey() })
      : await api.get<SavedList>('/api/saved');
  await replaceSaved(asRows(list));
  try {
    localStorage.setItem(MERGED_FOR_KEY, userId);
  } catch {
    // merged again at the next start: a union, so no harm
  }
}

async function refreshSignedOut(): Promise<void> {
  const rows = await savedRows();
  const fresh: Product[] = [];
  await Promise.all(
    rows.map(async ({ productId }) => {
      try {
        fresh.push(await api.get<Product>(`/api/products/${encodeURIComponent(productId)}`, { token: null }));
      } catch (error) {
        // Deleted from the shop: it leaves the list (the account's lists lose it by cascade).
        if (error instanceof ApiError && error.status === 404) await forgetSaved(productId);
      }
    }),
  );
  await refreshSavedProducts(fresh);
}

/** Reads the list again (the account's, or the catalogue's view of the device's); never throws. */
export async function refreshSaved(force = false): Promise<void> {
  if (!isOnline() || (!force && Date.now() - lastRefresh < REFRESH_GAP_MS)) return;
  lastRefresh = Date.now();
  try {
    const user = storedSession();
    if (!user) return await refreshSignedOut();
    // An expired session is the session's to tell (session-expiry.ts), not a 401 in the background.
    if (isTokenExpired(user.token)) return;
    // Writes of this device not sent yet would be undone by the account's older list.
    if (await hasPendingWrites(user.id)) return;
    if (mergedFor() !== user.id) return await mergeIntoAccount(user.id);
    await replaceSaved(asRows(await api.get<SavedList>('/api/saved')));
  } catch {
    // Offline or the server away: the device's list stands until the next time.
  }
}

/** Started once the first page has settled (start-offline-app.ts). */
export function startSavedSync(): void {
  let signedIn = storedSession()?.id ?? null;
  onSessionChange(() => {
    const now = storedSession()?.id ?? null;
    if (now && now !== signedIn) void refreshSaved(true);
    signedIn = now;
  });
  window.addEventListener('focus', () => void refreshSaved());
  window.addEventListener('online', () => void refreshSaved(true));
  void refreshSaved(true);
}
