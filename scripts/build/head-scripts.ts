import { build, type Plugin } from 'vite';

/** Importing `./some.head.ts?head-script` gives that module bundled and minified, as text. */
const SUFFIX = '?head-script';

/**
 * Scripts that must run in the page's head before anything else (src/platform/page-lifecycle/)
 * are TypeScript modules like the rest: type-checked, linted, importing what they share with the
 * app. This bundles one into a self-running script at build time (Vite's own library build, an
 * IIFE) and hands it to its importer as a string, which the server writes into the page and
 * hashes into the CSP (issue 51: no script kept as a hand-minified string or a function's source).
 * A head module exports nothing: it runs once, in the page's head.
 */
export function headScripts(): Plugin {
  return {
    name: 'sillage:head-scripts',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${SUFFIX}` : null;
    },
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const entry = id.slice(0, -SUFFIX.length);
      const { code, modules } = await bundleHeadScript(entry);
      for (const module of modules) this.addWatchFile(module);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}

/** The module at `entry` and what it imports, as one minified script that runs itself. */
export async function bundleHeadScript(entry: string): Promise<{ code: string; modules: string[] }> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      modulePreload: false,
      lib: { entry, formats: ['iife'], name: 'sillageHeadScript' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs.flatMap((output) => ('output' in output ? output.output : [])).find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error(`head script ${entry}: the build made no script`);
  // Written into an inline <script>: text that would end it or open a comment there breaks the page.
  if (/<\/script|<!--/i.test(chunk.code)) throw new Error(`head script ${entry}: its code holds "</script" or "<!--"; write it another way`);
  return { code: chunk.code.trim(), modules: chunk.moduleIds.filter((module) => !module.startsWith('\0')) };
}
