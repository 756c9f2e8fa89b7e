/// <reference lib="webworker" />
// Each language's build has its own worker (docs/decisions/2026-11-28-french-offline.md): the
// English one at /sw.js controls the site, the French one at /fr/sw.js the French pages (a
// narrower scope wins). The code is the same; where it is served says which build it keeps.
declare const self: ServiceWorkerGlobalScope;

/** The path this worker's build is served under: '/' (English) or '/fr/' (French). */
export const BUILD_BASE = new URL(self.registration.scope).pathname;

/** A path of this build's files: `assets/x.js` → `/fr/assets/x.js` in the French worker. */
export const inBuild = (url: string) => (url.startsWith('/') ? url : `${BUILD_BASE}${url}`);

/** The page a path shows, without the build's prefix (`/fr/cart` → `/cart`). */
export const pageOf = (path: string) => (path.startsWith(BUILD_BASE) ? `/${path.slice(BUILD_BASE.length)}` : path);

/**
 * The prefix of the caches this worker owns: `sillage-` (English), `sillage-fr-` (French). The
 * catalogue and picture caches are shared, the same for every language, and the English worker's.
 */
export const OWN_CACHE_PREFIX = BUILD_BASE === '/' ? 'sillage-' : `sillage-${BUILD_BASE.replaceAll('/', '')}-`;
