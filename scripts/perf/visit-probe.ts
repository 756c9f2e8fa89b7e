// What a visit records inside the page, in ms from its navigation start (performance.now()): a
// poll from Playwright would wait for the same busy main thread it is trying to time, and take
// CPU from it. A string, not a function: tsx (which runs the benches) would wrap a named function
// in a helper the page does not have.
import type { Page } from '@playwright/test';

export const OFFLINE_READY_TEXT = 'Ready to use offline';

export type ProbeTimes = {
  /** First contentful paint. */
  firstContent?: number;
  /** Add to Cart laid out and painted. */
  buttonVisible?: number;
  /** Add to Cart no longer `disabled`. */
  buttonEnabled?: number;
  /** `<html data-interactive="true">`: the app handles taps itself. */
  interactive?: number;
  /**
   * A dialog named "Your Cart (N)" painted: when the input whose handling put it in the page was
   * presented on screen (Event Timing's `startTime + duration`, as INP counts), or where no
   * input's handling did (a cart opened later, by a task of its own), the first frame after it
   * was in the page once the tasks queued before that frame ran.
   */
  cartOpen?: number;
  /** How `cartOpen` was taken: the input's presented frame, or the frame-then-task fallback. */
  cartOpenBy?: 'input' | 'frame';
  /** "Ready to use offline" painted somewhere in the page. */
  offlineText?: number;
  /** The last touch's event time (the settled tap: when the finger came down). */
  lastTouch?: number;
  /** A service worker took control (0: it controlled the page from the start). */
  swControl?: number;
  /** performance.timeOrigin: the navigation start on the wall clock, to place Node's own moments. */
  timeOrigin: number;
};

export const VISIT_PROBE_SCRIPT = `(function () {
  if (window !== window.top) return;
  var t = (window.__poorLine = {});
  function now() { return Math.round(performance.now()); }
  // Painted: after the next frame, not merely in the DOM.
  function whenPainted(key) {
    if (t[key] !== undefined || t['_' + key]) return;
    t['_' + key] = true;
    requestAnimationFrame(function () { setTimeout(function () { if (t[key] === undefined) t[key] = now(); }, 0); });
  }
  var sw = navigator.serviceWorker;
  if (sw) {
    if (sw.controller) t.swControl = 0;
    sw.addEventListener('controllerchange', function () { if (t.swControl === undefined) t.swControl = now(); });
  }
  addEventListener('touchstart', function (event) { t.lastTouch = Math.round(event.timeStamp); }, { capture: true, passive: true });
  var button = null;
  function findButton() {
    if (button && button.isConnected) return button;
    var all = document.getElementsByTagName('button');
    for (var i = 0; i < all.length; i++) if (all[i].textContent.trim() === 'Add to Cart') return (button = all[i]);
    return (button = null);
  }
  function dialogIsCart() {
    // The app's dialog is a <dialog> (shown: [open]); the early cart's a div with the role.
    var dialog = document.querySelector('dialog[open], [role="dialog"]');
    if (!dialog) return false;
    var id = dialog.getAttribute('aria-labelledby');
    var title = id ? document.getElementById(id) : null;
    var name = title ? title.textContent : dialog.getAttribute('aria-label') || '';
    return name.trim().indexOf('Your Cart') === 0;
  }
  function hasOfflineText(node) {
    var text = node.nodeType === 3 ? node.data : node.textContent;
    return !!text && text.indexOf(${JSON.stringify(OFFLINE_READY_TEXT)}) >= 0;
  }
  function check(records) {
    var added = false;
    for (var r = 0; r < records.length; r++) {
      var record = records[r];
      // The cart dialog waits in the page, closed, once it has settled: opening it adds \`open\`.
      if (record.type === 'attributes' && record.attributeName === 'open') added = true;
      if (record.type === 'childList') {
        if (record.addedNodes.length > 0) added = true;
        for (var n = 0; n < record.addedNodes.length; n++) if (hasOfflineText(record.addedNodes[n])) whenPainted('offlineText');
      } else if (record.type === 'characterData') {
        if (hasOfflineText(record.target)) whenPainted('offlineText');
      }
    }
    if (document.documentElement.dataset.interactive === 'true' && t.interactive === undefined) t.interactive = now();
    var b = findButton();
    if (b) {
      whenPainted('buttonVisible');
      if (!b.disabled && t.buttonEnabled === undefined) t.buttonEnabled = now();
    }
    if (added && t._cartInPage === undefined && dialogIsCart()) {
      t._cartInPage = performance.now();
      requestAnimationFrame(function () { setTimeout(function () { if (t.cartOpen === undefined) { t.cartOpen = now(); t.cartOpenBy = 'frame'; } }, 0); });
    }
  }
  // The input whose handling put the cart in the page: its entry comes once its frame was
  // presented (and may come after the fallback above, which it then corrects).
  try {
    new PerformanceObserver(function (list) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++) {
        var entry = entries[i];
        if (t.cartOpenBy === 'input' || t._cartInPage === undefined) continue;
        if (entry.processingStart <= t._cartInPage && t._cartInPage <= entry.processingEnd) {
          t.cartOpen = Math.round(entry.startTime + entry.duration);
          t.cartOpenBy = 'input';
        }
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  } catch (error) {}
  new MutationObserver(check).observe(document, {
    childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['disabled', 'data-interactive', 'aria-labelledby', 'open'],
  });
})();`;

/** What the probe has recorded so far, with the first contentful paint. */
export function readProbe(page: Page): Promise<ProbeTimes> {
  return page.evaluate(() => {
    const recorded = (window as unknown as { __poorLine?: Record<string, number> }).__poorLine ?? {};
    const times: Record<string, number | string> = {};
    for (const [key, value] of Object.entries(recorded)) if (!key.startsWith('_') && (typeof value === 'number' || key === 'cartOpenBy')) times[key] = value;
    const paint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint');
    if (paint) times.firstContent = Math.round(paint.startTime);
    return { ...times, timeOrigin: performance.timeOrigin } as ProbeTimes;
  });
}
