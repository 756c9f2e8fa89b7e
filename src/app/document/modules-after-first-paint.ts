import type { Manifest } from '@tanstack/router-core';
import afterFirstPaintHead from './modules-after-first-paint.head.ts?head-script';

// The files of a page a shopper lands on (its route's split file and what that imports) are
// named by the build (scripts/build/route-manifest.ts) so that they come alongside the entry, not
// in two more rounds after it once the router has asked for them (issue 26). They are asked for
// by the page itself, once it has painted, like the entry: from the head they took a poor line
// from the page's own text and largest picture while the page was still arriving.

type WithAfterFirstPaint = { afterFirstPaint?: string[] };

/** What the server needs of the build's route manifest: the router's part, and what comes after the first paint. */
export type PageManifest = { router: Manifest; modulesAfterFirstPaint: (routeIds: string[]) => string[] };

/** Splits the build's route manifest: the router gets it without the lists it would otherwise put in every page's data. */
export function splitPageManifest(manifest: Manifest): PageManifest {
  const lists = new Map<string, string[]>();
  const routes: Manifest['routes'] = {};
  for (const [id, route] of Object.entries(manifest.routes)) {
    const { afterFirstPaint, ...rest } = route as typeof route & WithAfterFirstPaint;
    if (afterFirstPaint?.length) lists.set(id, afterFirstPaint);
    routes[id] = rest;
  }
  return {
    router: { ...manifest, routes },
    modulesAfterFirstPaint: (routeIds) => [...new Set(routeIds.flatMap((id) => lists.get(id) ?? []))],
  };
}

/**
 * The inline script that asks for `hrefs` as module preloads when the entry is imported: the list
 * as JSON data (`<` escaped), then modules-after-first-paint.head.ts as the build bundled it (a
 * frame after the document is parsed, one preload per task; scripts/build/route-manifest.ts,
 * entryAfterFirstPaint). Low priority: pictures first. One per task because each inserted preload
 * starts its request there and then: twenty of them in one task took 6–9 ms of main thread at 1×
 * (a 40–60 ms task on a busy 2-core machine), in the middle of the page's hydration; a task per
 * file keeps each far under a frame.
 */
export const modulesAfterFirstPaintScript = (hrefs: string[]): string =>
  `window.__sillageAfterFirstPaint=${JSON.stringify(hrefs).replace(/</g, '\\u003c')};${afterFirstPaintHead}`;
