import { readFileSync } from 'node:fs';
import { LANDING_PAGES } from './code-splitting.ts';

// The code a landing page needs beyond the shell comes in one file per set of landing pages that
// share it, instead of one per set of *all* routes that share it (Rolldown's default). A scent's
// page came in 21 files (19 KB), the catalogue's in 21, home's in 11: each file is a request, a
// compile and an evaluation, each its own task on the main thread while the page hydrates, and on
// two busy cores each small task stretched past Lighthouse's 50 ms (×4) line (docs/perf-log.md
// #2026-11-27-budget-contention). Grouped, each page takes 4–5 files, holding only code that
// page runs: the first visit's bytes do not grow (they shrank: one gzip stream per file).
//
// Only what a landing page imports statically is grouped; what it imports lazily (the cart
// dialog, the offline layer) keeps its own files, and so does code no landing page runs.

/** What Rolldown tells a group's `name` about the module graph. */
export type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[]; exports?: readonly string[] } | null };

// A module that only passes on others' exports (a barrel: `@tanstack/react-query`'s index, each
// language's message index, `import * as m from '#messages'`) is imported by every page for some
// of its names: placed by the barrel's importers, `useMutation` would go wherever `useQuery` is
// used and every word wherever any word is shown (home carried TanStack Query's mutations, about
// 900 bytes, which only later screens run). Through a barrel, a module is placed by the importers
// whose code names what it exports.

/** Reads a module's source from disk (cached); '' when it cannot (a virtual module). */
function sourceOf(id: string): string {
  let source = sources.get(id);
  if (source === undefined) {
    try {
      source = readFileSync(id.replace(/\?.*$/, ''), 'utf8');
    } catch {
      source = '';
    }
    sources.set(id, source);
  }
  return source;
}
const sources = new Map<string, string>();

const REEXPORTS = /^\s*(?:import\s[^;]*?from\s*["'][^"']+["']|export\s*\*\s*from\s*["'][^"']+["']|export\s*\{[^}]*\}(?:\s*from\s*["'][^"']+["'])?)\s*;?/;

/** Whether a module's code is only imports and re-exports. */
export function isBarrel(source: string): boolean {
  let rest = source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '').trim();
  if (!rest) return false;
  for (let match = REEXPORTS.exec(rest); match; match = REEXPORTS.exec(rest)) rest = rest.slice(match[0].length).trimStart();
  return rest === '';
}

/** Whether a module's source names one of `names` (`m.skip_to_content(`, `useMutation(`). */
function defaultNames(importer: string, names: readonly string[]): boolean {
  const source = sourceOf(importer);
  return names.some((name) => new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(source));
}

export type Reading = { names(importer: string, names: readonly string[]): boolean; isBarrel(id: string): boolean };
const fromDisk: Reading = { names: defaultNames, isBarrel: (id) => isBarrel(sourceOf(id)) };

/**
 * The landing pages whose route files reach `id` through static imports: its route files
 * themselves, or any module that imports it, however far up (through a barrel, only the
 * importers naming what the module below it exports).
 */
export function landingPagesReaching(id: string, graph: ModuleGraph, reading: Reading = fromDisk): string[] {
  const pages = new Set<string>();
  const exportsOf = (module: string) => graph.getModuleInfo(module)?.exports ?? [];
  // Each module with the names it is reached for: the exports of the last module below that is not a barrel.
  // (A barrel is visited once for each set of names: reached for `QueryObserver`, which no page
  // names, it must still be walked for `useQuery`, which home names.)
  const queue: Array<[string, readonly string[]]> = [[id, exportsOf(id)]];
  const seen = new Set<string>();
  const visit = (module: string, names: readonly string[]) => {
    const key = `${module}\0${names.join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    queue.push([module, names]);
  };
  while (queue.length > 0) {
    const [module, names] = queue.pop()!;
    for (const landing of LANDING_PAGES) if (landing.routeFile.test(module)) pages.add(landing.page);
    const barrel = reading.isBarrel(module);
    for (const importer of graph.getModuleInfo(module)?.importers ?? []) {
      const importerIsBarrel = reading.isBarrel(importer);
      if (barrel && names.length > 0 && !importerIsBarrel && !reading.names(importer, names)) continue;
      visit(importer, importerIsBarrel ? names : exportsOf(importer));
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
export function landingChunkName(id: string, graph: ModuleGraph, reading?: Reading): string | null {
  const pages = landingPagesReaching(id, graph, reading);
  return pages.length > 0 ? `landing-${pages.join('-')}` : null;
}
