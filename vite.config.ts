import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { routeSplitBehavior } from './scripts/build/code-splitting.ts';
import { preloadFonts } from './scripts/build/preload-fonts.ts';
import { routeManifest } from './scripts/build/route-manifest.ts';
import { offlinePlanFile } from './scripts/build/offline-plan.ts';
import { landingChunkName } from './scripts/build/landing-chunks.ts';
import { inlineMessages } from './scripts/build/inline-messages.ts';
import { headScripts } from './scripts/build/head-scripts.ts';
import { shellLanguage } from './scripts/build/shell-language.ts';
import { webManifest } from './scripts/build/web-manifest.ts';
import { siteFilesForWorker } from './scripts/build/site-files-for-worker.ts';
import { buildFolderOf, DEFAULT_LOCALE, LOCALES, localizedPath, type Locale } from './domain/i18n/locales.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
// One build per language (docs/decisions/2026-11-28-french-library.md): SILLAGE_LOCALE=fr builds
// the French shop, served under /fr/, from the same code with the French messages as `#messages`
// (scripts/build/compile-messages.ts). Each page carries its own language's words and no other's.
// The languages are domain/i18n/locales.ts's; scripts/build/build.ts builds each.
const locale: Locale = LOCALES.find((each) => each === process.env.SILLAGE_LOCALE) ?? DEFAULT_LOCALE;
/** A build beside the default language's one: under its own base and folder (dist/fr, build/ssr/fr). */
const beside = locale !== DEFAULT_LOCALE;
const folder = buildFolderOf(locale);
// A new id for every build: the persisted query cache of an older build is thrown away.
const buildId = process.env.BUILD_ID ?? Date.now().toString(36);

/** Lazy imports that name all their files at once (see modulePreload below). */
const NAMES_ALL_ITS_FILES = /\/(add-to-cart-from-page|start-service-worker)-/;

export default defineConfig(({ isSsrBuild }) => ({
  base: localizedPath(locale, '/'),
  resolve: {
    alias: [
      { find: /^#messages$/, replacement: fileURLToPath(new URL(`./domain/i18n/compiled/${locale}/index.js`, import.meta.url)) },
      // TanStack's store reaches React's useSyncExternalStore through this package's shim, whose
      // fallback for React before 18 would be in the first visit's script for nothing (about
      // 700 bytes): React 18 has its own, which the shim would hand back anyway.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
    ],
  },
  plugins: [
    // The page's head scripts, TypeScript bundled into text (src/platform/page-lifecycle/).
    headScripts(),
    // Before the router's code splitting, so that the files it splits off have the texts too.
    inlineMessages(fileURLToPath(new URL('.', import.meta.url)), locale),
    // Must come before react(): it generates src/routeTree.gen.ts and splits each route's code.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: { splitBehavior: routeSplitBehavior },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/route-tree.gen.ts',
    }),
    // TanStack Router inlines a rendered page's stylesheets (scripts/build/route-manifest.ts) when
    // this says so, and the browser then keeps the text the page brought (one <style>, hydrated
    // as is). Its plugin sets it to "false" for projects without TanStack Start; this comes after.
    {
      name: 'sillage:inline-page-css',
      config: () => ({
        define: { 'process.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true'), 'import.meta.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true') },
      }),
    },
    react(),
    vanillaExtractPlugin(),
    shellLanguage(fileURLToPath(new URL('.', import.meta.url)), locale),
    // The faces of the headings and of the text (src/ui/theme/fonts.css): they arrive with the
    // scripts, before the first render, so no text is drawn twice in two sizes (layout shift).
    preloadFonts([/cormorant-garamond-latin-wght-normal/, /inter-latin-wght-normal/]),
    // Which built files each route needs, for the pages the server renders.
    routeManifest(),
    // What the service worker keeps for offline first (sw/offline-files.ts).
    offlinePlanFile(),
    webManifest(fileURLToPath(new URL('.', import.meta.url)), locale),
    // Each language's build has its own worker (/sw.js, /fr/sw.js): a French visitor keeps the
    // French files for offline, never the English ones (docs/decisions/2026-11-28-french-offline.md).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,webmanifest}', 'offline-plan.json'],
        // Install-sheet screenshots are for the browser's install UI, never for the offline shell.
        globIgnores: ['screenshots/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // The French build has no public/ of its own: its worker keeps the site's icons and offline
        // picture from the root, under their content's revision.
        ...(beside ? { additionalManifestEntries: siteFilesForWorker(fileURLToPath(new URL('./public', import.meta.url))) } : {}),
      },
      devOptions: { enabled: false },
    }),
  ],
  define: {
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId),
    'import.meta.env.VITE_LOCALE': JSON.stringify(locale),
    // The server bundle carries its own production React, whatever NODE_ENV the server runs
    // with (tests run it as 'test'): several times faster to render, and silent.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  // Bundled whole, so that the React it renders with is that one copy.
  // Node's conditions, never the browser's or development's: TanStack's isServer must be true here.
  ssr: { noExternal: true, resolve: { conditions: ['node', 'import', 'module', 'default'] } },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  // The server bundle (src/entry-server.tsx, `vite build --ssr`): what the server renders
  // public pages with. Packages stay in node_modules; it goes beside the client build, never
  // into dist/ (which the server sends to browsers).
  build: isSsrBuild
    ? { target: 'node20', outDir: join('build/ssr', folder), emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        // The French build beside the English one, under its /fr/ (public/ is the English build's).
        ...(beside ? { outDir: join('dist', folder), copyPublicDir: false } : {}),
        target: 'es2022',
        sourcemap: false,
        // scripts/budget reads it to know which files the first visit to `/` needs.
        manifest: true,
        // A lazy import brings its stylesheets (Vite's helper adds them to the page) but names no
        // module preloads: the helper's <link rel=modulepreload> for every file a lazy import needs
        // cost about 120 ms of main thread (at 1×) while the router hydrated its route's page, and
        // the import fetches those files itself. But the cart's code, which a tap on Add to Cart waits
        // for, names all its files at once: imported file by file it came in four rounds of a poor
        // line's round trip (issue 26). So does the service worker's start, which offline waits for
        // (it came in three rounds). No polyfill: every browser we support has them.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (file, deps) => (NAMES_ALL_ITS_FILES.test(`/${file}`) ? deps : deps.filter((dep) => dep.endsWith('.css'))),
        },
        rolldownOptions: {
          output: {
            // What the entry needs before anything renders goes out as one file: one request
            // instead of dozens, and one gzip stream that compresses better than many small ones.
            // What a landing page needs beyond it, in one file per set of landing pages sharing it
            // (scripts/build/landing-chunks.ts).
            codeSplitting: {
              groups: [
                { name: 'shell', tags: ['$initial'], priority: 2 },
                { name: landingChunkName, priority: 1, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
}));
