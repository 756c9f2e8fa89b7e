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
