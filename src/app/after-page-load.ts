/**
 * Resolves once the first render has been painted and the browser has had a moment to itself
 * (at most `timeoutMs` later): for code no page needs to show itself (issue: performance).
 */
export function afterFirstPaint(timeoutMs = 500): Promise<void> {
  return new Promise((resolve) => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 50));
    // Two frames: the first render has been painted before the idle wait even starts.
    requestAnimationFrame(() => requestAnimationFrame(() => idle(() => resolve(), { timeout: timeoutMs })));
    // A tab opened in the background paints no frame until it is shown: start anyway.
    window.setTimeout(resolve, 3000);
  });
}
