import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` for the built font files whose names match `patterns`.
 * The file names carry a content hash only known once the bundle is written, so this cannot be
 * typed into index.html. A preloaded font is fetched alongside the scripts and is usually there
 * before the first render: the text is drawn once, in its own face, and nothing reflows.
 */
export function preloadFonts(patterns: RegExp[]): Plugin {
  // The French build is served under /fr/ (vite.config.ts), its fonts too.
  let base = '/';
  return {
    name: 'sillage:preload-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {}).filter((file) => file.endsWith('.woff2') && patterns.some((p) => p.test(file)));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `${base}${file}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
