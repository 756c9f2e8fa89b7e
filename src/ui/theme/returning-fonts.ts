// The shop's two typefaces are for returning visitors (docs/decisions/2026-11-24-server-rendering.md).
// On a first visit over a slow line a face cannot arrive before the page paints ('optional' then
// never shows it), yet asking for it takes the line from the page and its largest picture. So the
// theme names the faces only under `html[data-fonts]`: a page sets that attribute before its first
// paint when this device already holds the faces, and the first page fetches them once it has
// loaded, for the pages after it.

export const FONTS_READY_KEY = 'sillage:fonts';

/** The faces the theme uses, as `document.fonts.load` descriptors. */
const FACES = ["1em 'Inter'", "500 1em 'Cormorant Garamond'", "italic 500 1em 'Cormorant Garamond'"];

/**
 * Whether this device holds the faces: it fetched them once (the key), and where a service worker
 * can keep them, one controls the page (it kept them with the build, start-service-worker.ts). A
 * key alone outlived the faces whenever the browser dropped its caches and kept localStorage (a
 * cleared cache, storage pressure; every Lighthouse run): the page then asked for 128 KB of faces
 * at the start, ahead of its largest picture, for a paint 'optional' would not wait for (home's
 * simulated LCP 1.8 → 2.7 s). A server-rendered page's head checks it with the same function
 * (fonts.head.ts).
 */
const facesHeld = (): boolean => Boolean(localStorage.getItem(FONTS_READY_KEY) && (!('serviceWorker' in navigator) || navigator.serviceWorker.controller));

export function markFontsIfHeld(): void {
  try {
    if (facesHeld()) document.documentElement.dataset.fonts = '';
  } catch {
    // Storage refused (private mode): the fallback faces it is.
  }
}

/** Fetches the faces (the page itself keeps its fallback faces: no reflow) and remembers it. */
export async function fetchFontsForNextPages(): Promise<void> {
  if (!('fonts' in document)) return;
  try {
    if (localStorage.getItem(FONTS_READY_KEY)) return;
    const loaded = await Promise.all(FACES.map((face) => document.fonts.load(face)));
    if (loaded.every((faces) => faces.length > 0)) localStorage.setItem(FONTS_READY_KEY, '1');
  } catch {
    // Offline or storage refused: tried again on the next page.
  }
}
