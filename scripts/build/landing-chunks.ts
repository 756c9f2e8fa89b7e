import { readFileSync } from 'node:fs';
import { LANDING_PAGES } from './code-splitting.ts';

// The code a landing page needs beyond the shell comes in one file per set of landing pages that
// share it, instead of one per set of *all* routes that share it (Rolldown's default). A scent's
// page came in 21 files (19 KB), the catalogue's in 21, home's in 11: each file is a request, a
// compile and an evaluation, each its own task on the main thread while the page hydrates, and on
// two busy cores each small task stretched past Lighthouse's 50 ms (×4) line (docs/decisions/
// 2026-11-27-budget-contention.md). Grouped, each page takes 4–5 files, holding only code that
// page runs: the first visit's bytes do not grow (they shrank: one gzip stream per file).
//
// Only what a landing page imports statically is grouped; what it imports lazily (the cart
// dialog, the offline layer) keeps its own files, and so does code no landing page runs.

/** What Rolldown tells a group's `name` about the module graph. */
export type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };

// A message (domain/i18n/compiled/<locale>/<key>.js) is imported through its language's index
// (`import * as m from '#messages'`), which every page imports: placed by the index's importers,
// every word would go wherever any word is shown. It is placed by the modules that name it.
const MESSAGE = /\/domain\/i18n\/compiled\/[a-z]+\/(\w+)\.js$/;
const MESSAGES_INDEX = /\/domain\/i18n\/compiled\/[a-z]+\/index\.js$/;

/** Whether a module's source names a message: `m.skip_to_content(`. Read from disk, cached. */
function defaultNames(importer: string, key: string): boolean {
  let source = sources.get(importer);
  if (source === undefined) {
    try {
      source = readFileSync(importer.replace(/\?.*$/, ''), 'utf8');
    } catch {
      source = '';
    }
    sources.set(importer, source);
  }
  return new RegExp(`\\b${key}\\b`).test(source);
}
const sources = new Map<string, string>();

/**
 * The landing pages whose route files reach `id` through static imports: its route files
 * themselves, or any module that imports it, however far up.
 */
export function landingPagesReaching(id: string, graph: ModuleGraph, names: (importer: string, key: string) => boolean = defaultNames): string[] {
  const pages = new Set<string>();
  const seen = new Set([id]);
  const queue = [id];
  const message = MESSAGE.exec(id)?.[1];
  while (queue.length > 0) {
    const module = queue.pop()!;
    for (const landing of LANDING_PAGES) if (landing.routeFile.test(module)) pages.add(landing.page);
    const through = message !== undefined && MESSAGES_INDEX.test(module);
    for (const importer of graph.getModuleInfo(module)?.importers ?? []) {
      if (through && !names(importer, message)) continue;
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return LANDING_PAGES.map((landing) => landing.page).filter((page) => pages.has(page));
}

/**
 * A Rolldown code-splitting group's `name`: `landing-catalogue-product` for a module that the
 * catalogue's and a scent's pages import and home does not; none (Rolldown's own splitting) for a
 * module no landing page imports. Used with `includeDependenciesRecursively: false`: a module's
 * imports are placed by who reaches *them*, or home would carry the product page's code.
 */
export function landingChunkName(id: string, graph: ModuleGraph, names?: (importer: string, key: string) => boolean): string | null {
  const pages = landingPagesReaching(id, graph, names);
  return pages.length > 0 ? `landing-${pages.join('-')}` : null;
}
