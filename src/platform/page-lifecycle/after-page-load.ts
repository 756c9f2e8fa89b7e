/**
 * Resolves once the page has loaded (the first screen's scripts, styles and pictures are in)
 * and the browser has had a moment to itself (at most `timeoutMs` later): for code no page needs
 * to show itself (issue: performance). On a slow line, anything fetched sooner competes with the
 * first screen for the same few hundred kilobits.
 */
export function afterPageLoad(timeoutMs = 500): Promise<void> {
  // Rendering on the server: there is no page to wait for, and nothing to start.
  if (import.meta.env.SSR) return new Promise(() => {});
  return new Promise((resolve) => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 50));
    // Two frames: what the load brought has been painted before the idle wait even starts.
    const start = () => requestAnimationFrame(() => requestAnimationFrame(() => idle(() => resolve(), { timeout: timeoutMs })));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    // A tab opened in the background paints no frame until it is shown; a picture that never
    // finishes holds the load event: start anyway.
    window.setTimeout(resolve, 5000);
  });
}

/** How long a loaded page is left to the shopper before background work starts. */
export const SETTLE_MS = 3000;

/**
 * Resolves once the page has loaded and then been left alone for a few seconds: for background
 * work that is not about this page (the offline copy of the catalogue, the device database, the
 * code of modals not yet opened, the faces for the next pages). On a phone each of them is tens
 * of milliseconds of main thread; in the first seconds those are the shopper's, who is scrolling
 * or reaching for a button, so they wait (a tap on a button that needs them fetches them sooner).
 */
export function afterPageSettles(): Promise<void> {
  if (import.meta.env.SSR) return new Promise(() => {});
  return afterPageLoad().then(
    () =>
      new Promise((resolve) => {
        window.setTimeout(() => {
          const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 50));
          idle(() => resolve(), { timeout: 2000 });
        }, SETTLE_MS);
      }),
  );
}

let settled = false;
const settledListeners = new Set<() => void>();
if (!import.meta.env.SSR && typeof window !== 'undefined') {
  void afterPageSettles().then(() => {
    settled = true;
    // On the page's timeline (a trace, the Performance panel): when its background work began.
    performance.mark?.('sillage:settled');
    settledListeners.forEach((listener) => listener());
  });
}

/** For `useSyncExternalStore`: whether the page has settled (false on the server and while hydrating). */
export const pageSettled = {
  subscribe(listener: () => void): () => void {
    settledListeners.add(listener);
    return () => settledListeners.delete(listener);
  },
  get: (): boolean => settled,
  getServer: (): boolean => false,
};
