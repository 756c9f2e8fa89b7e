// Whether the service worker has kept what browsing offline needs (offline-ready-state.ts hears
// it): downloads that would take the line from that wait for it (issue 26). Apart from the note's
// state so that the first page's script carries only this.

let kept = () => {};
const browsingKept = new Promise<void>((resolve) => {
  kept = resolve;
});

export const markBrowsingKept = (): void => kept();

/**
 * Resolves once the worker has kept what browsing offline needs, at once where there is no
 * worker, or after `capMs` (a worker that never says so): for the faces for the next pages.
 */
export function whenBrowsingKept(capMs = 60_000): Promise<void> {
  if (!('serviceWorker' in navigator)) return Promise.resolve();
  return Promise.race([browsingKept, new Promise<void>((resolve) => window.setTimeout(resolve, capMs))]);
}
