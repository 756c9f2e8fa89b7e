// Re-checks the cart against the server when the app is online (DESIGN §4). Each tab may run it;
// the changes are applied in one Dexie transaction against the lines as they are at that moment,
// so a change another tab already applied is not applied, or told, a second time.
import { toast } from 'sonner';
import type { Product } from '#domain/schemas/product.ts';
import { api, ApiError } from '#src/platform/api-client.ts';
import { forgetProduct, keepProduct } from '#src/platform/local-catalogue.ts';
import { localDb } from '#src/platform/local-db.ts';
import { isOnline } from '#src/platform/online-status.ts';
import { reconcileLine, sameLine, type ServerProduct } from './reconcile-line.ts';

async function serverProduct(id: string): Promise<ServerProduct> {
  try {
    // fresh: past the service worker's stale copy, or a price change would be missed.
    const product = await api.get<Product>(`/api/products/${encodeURIComponent(id)}`, { token: null, fresh: true });
    void keepProduct(product).catch(() => undefined);
    return { gone: false, product };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      void forgetProduct(id).catch(() => undefined);
      return { gone: true };
    }
    throw error;
  }
}

/** The notices of what changed; undefined when nothing was compared (an empty cart, offline). */
async function applyServerState(): Promise<string[] | undefined> {
  const lines = await localDb.cartLines.toArray();
  if (lines.length === 0 || !isOnline()) return undefined;
  const answers = new Map<string, ServerProduct>();
  // Any line without an answer (offline again, a server error) leaves the whole cart for the next try.
  for (const [i, answer] of (await Promise.all(lines.map((line) => serverProduct(line.productId)))).entries()) {
    answers.set(lines[i]!.productId, answer);
  }
  return localDb.transaction('rw', localDb.cartLines, async () => {
    const notices: string[] = [];
    for (const [productId, answer] of answers) {
      const current = await localDb.cartLines.get(productId);
      if (!current) continue;
      const change = reconcileLine(current, answer);
      if (change.next === null) await localDb.cartLines.delete(productId);
      else if (!sameLine(current, change.next)) await localDb.cartLines.put(change.next);
      notices.push(...change.notices);
    }
    return notices;
  });
}

/** How a check ended: compared (and told), nothing to compare (an empty cart, offline), or failed. */
export type CartCheck = 'compared' | 'nothing' | 'failed';

let running: Promise<CartCheck> | null = null;

/**
 * `<html data-cart-checked="…">`: this tab has compared its cart with the server and told what
 * changed; the value is when that check began (ms since the epoch), so its answers are the
 * server's from then on. Set in a task after the check's toasts, which the toaster renders each
 * in a task of its own (sonner): once it is set, they are on screen if the toaster is there (else
 * when it comes). Nothing reads it but the e2e (offline-cart.spec.ts: each tab has checked before
 * it counts the notices).
 */
function markChecked(startedAt: number): void {
  window.setTimeout(() => {
    document.documentElement.dataset.cartChecked = String(startedAt);
  });
}

/** Re-checks every line and tells each change once, in a toast. */
export function reconcileCart(): Promise<CartCheck> {
  running ??= (async (): Promise<CartCheck> => {
    const startedAt = Date.now();
    const notices = await (navigator.locks ? navigator.locks.request('sillage-cart-reconcile', applyServerState) : applyServerState());
    if (notices === undefined) return 'nothing';
    for (const notice of notices) toast.warning(notice, { duration: 8000 });
    markChecked(startedAt);
    return 'compared';
  })()
    .catch((): CartCheck => 'failed')
    .finally(() => {
      running = null;
    });
  return running;
}
