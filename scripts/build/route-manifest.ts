import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { isLandingRoute } from './code-splitting.ts';

// TanStack Router's SSR puts each matched route's files in the page it renders (stylesheets in
// the head, scripts and module preloads in the body) from a "router manifest". TanStack Start
// writes one; without Start, this plugin does, from what the client build wrote:
// - the root route gets what the app shell (index.html) loads: the entry's scripts and styles;
// - every route gets the stylesheets of the split file holding its page (and of the shared files
//   it imports), so a server-rendered page is styled from its first paint;
// - every stylesheet's text, which the router inlines into the page (`inlineCss`): a first visit
//   on a slow line waits for no stylesheet, and the few connections a browser opens to one
//   HTTP/1.1 host go to the page's largest picture instead;
// - the files of the pages shoppers land on, asked for once the page has painted (below).

type ViteManifestEntry = { file: string; imports?: string[]; css?: string[] };
type ManifestRoute = { preloads?: string[]; css?: string[]; scripts?: Array<{ attrs: Record<string, string> }>; afterFirstPaint?: string[] };
type RouterManifest = { routes: Record<string, ManifestRoute>; inlineCss: { styles: Record<string, string> } };

export const ROUTE_MANIFEST_FILE = '.vite/route-manifest.json';

/** The route id a route file declares: `createFileRoute('/explore-scents/$id')`. */
export function routeIdOf(source: string): string | undefined {
  return /createFileRoute\(\s*['"]([^'"]+)['"]\s*\)/.exec(source)?.[1];
}

type RouteFiles = { js: string[]; css: string[] };
export type BuildFiles = { shellScripts: string[]; shellStyles: string[]; routes: Map<string, RouteFiles> };

/**
 * What the client build made for the shell and for each route's page, as URLs from the site root:
 * the French build is served under `/fr/` (its `base`), the English one under `/`.
 */
export function buildFiles(root: string, outDir: string, base = '/'): BuildFiles {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ViteManifestEntry>;
  const shellScripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
  const shellStyles = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  const inShell = new Set([...shellScripts, ...shellStyles]);
  const routes = new Map<string, RouteFiles>();
  for (const [key, entry] of Object.entries(manifest)) {
    const split = /^(src\/routes\/.+\.tsx)\?tsr-split=component/.exec(key);
    if (!split) continue;
    const routeId = routeIdOf(readFileSync(join(root, split[1]!), 'utf8'));
    if (!routeId) continue;
    const js = new Set<string>();
    const css = new Set<string>();
    const seen = new Set<string>();
    const visit = (k: string) => {
      const e = k === key ? entry : manifest[k];
      if (!e || seen.has(k)) return;
      seen.add(k);
      if (!inShell.has(`${base}${e.file}`)) js.add(`${base}${e.file}`);
      for (const file of e.css ?? []) if (!inShell.has(`${base}${file}`)) css.add(`${base}${file}`);
      for (const imported of e.imports ?? []) visit(imported);
    };
    visit(key);
    routes.set(routeId, { js: [...js], css: [...css] });
  }
  return { shellScripts, shellStyles, routes };
}

/**
 * The page's content first, then its script: the entry is asked for once the page has painted
 * (a frame, then a task), not while the page is still arriving. On a slow line the page's bytes
 * and its largest picture have the connection to themselves, and the first paint waits for no
 * script; hydration starts one frame later than it would, on a page the shopper already reads.
 * (An inline module runs once the document is parsed, like the entry itself would.)
 */
export function entryAfterFirstPaint(src: string): string {
  return `requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(src)})))`;
}

export function buildRouteManifest(root: string, outDir: string, base = '/'): RouterManifest {
  const { shellScripts, shellStyles, routes: files } = buildFiles(root, outDir, base);
  const routes: Record<string, ManifestRoute> = {
    // The entry module: the last script of the shell (the ones before it are what it imports).
    __root__: {
      css: shellStyles,
      preloads: shellScripts.slice(0, -1),
      scripts: shellScripts.slice(-1).map((src) => ({ attrs: { type: 'module' }, children: entryAfterFirstPaint(src) })),
    },
  };
  const styles: Record<string, string> = {};
  const inline = (href: string) => {
    styles[href] ??= readFileSync(join(outDir, href.slice(base.length)), 'utf8');
  };
  shellStyles.forEach(inline);
  for (const [routeId, { js, css }] of files) {
    css.forEach(inline);
    // A page a shopper lands on names its route's files (its page and what that imports), so they
    // come alongside the entry rather than in two more rounds after it (issue 26: on a poor line
    // each round is a few hundred milliseconds the page stays uninteractive). They are asked for
    // with the entry, after the first paint (src/app/document/modules-after-first-paint.ts), not
    // from the head: there they took the line from the page's largest picture and text while the
    // page arrived (Lighthouse's LCP counted every file asked for before it: 1.8 -> 2.3 s).
    // Not router `preloads`, which the router writes into the head.
    routes[routeId] = { css, ...(isLandingRoute(routeId) ? { afterFirstPaint: js } : {}) };
  }
  return { routes, inlineCss: { styles } };
}

/** Writes the router manifest beside Vite's own once the client build is written. */
export function routeManifest(): Plugin {
  let root = '';
  let outDir = '';
  let base = '/';
  return {
    name: 'sillage:route-manifest',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    closeBundle() {
      writeFileSync(join(outDir, ROUTE_MANIFEST_FILE), JSON.stringify(buildRouteManifest(root, outDir, base)));
    },
  };
}
