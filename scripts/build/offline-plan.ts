import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { OFFLINE_PLAN_PATH, type OfflinePlan } from '../../domain/service-worker-messages.ts';

// What the service worker keeps for offline first, after its small install (issue 26): the code
// of the pages a shopper browses (home, the catalogue's first page, a scent) with everything it
// imports, also lazily (the cart, the device database, the offline start-up, what every page
// mounts once settled), and the pages themselves. The rest of the build (admin, checkout, fonts) follows. On a line of a few
// hundred kilobits the whole build is a minute; these are seconds.

type ViteManifestEntry = { file: string; src?: string; imports?: string[]; dynamicImports?: string[]; css?: string[] };

/** Source files whose code (and all it imports) offline browsing needs. */
const BROWSING_SOURCES = [/^src\/routes\/index\.tsx/, /^src\/routes\/explore-scents\/_catalogue(\/index)?\.tsx/, /^src\/routes\/explore-scents\/\$id\.tsx/];
const isBrowsing = (source: string) => !/^src\/(routes|features\/admin-)/.test(source) || BROWSING_SOURCES.some((route) => route.test(source));

/** Pages kept rendered, besides the ones the shopper opened (under the build's base: `/fr/…`). */
const BROWSING_PAGES = ['', 'explore-scents'];

/** `base` is where the build is served: '/' or '/fr/' (each language's worker keeps its own). */
export function offlinePlan(manifest: Record<string, ViteManifestEntry>, base = '/'): OfflinePlan {
  const first = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || seen.has(key)) return;
    seen.add(key);
    first.add(`${base}${entry.file}`);
    for (const css of entry.css ?? []) first.add(`${base}${css}`);
    for (const imported of entry.imports ?? []) visit(imported);
    // The entry imports every route lazily (the route tree): only the browsing ones come first.
    for (const imported of entry.dynamicImports ?? []) if (isBrowsing(manifest[imported]?.src ?? imported)) visit(imported);
  };
  for (const [key, entry] of Object.entries(manifest)) if (BROWSING_SOURCES.some((source) => source.test(key)) || entry.file.includes('/shell-')) visit(key);
  return { first: [...first], pages: BROWSING_PAGES.map((page) => `${base}${page}`) };
}

/** Writes dist/offline-plan.json once the client build is written (the worker's build precaches it). */
export function offlinePlanFile(): Plugin {
  let outDir = '';
  let base = '/';
  return {
    name: 'sillage:offline-plan',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    closeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ViteManifestEntry>;
      writeFileSync(join(outDir, OFFLINE_PLAN_PATH.slice(1)), JSON.stringify(offlinePlan(manifest, base)));
    },
  };
}
