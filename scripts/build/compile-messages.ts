// `npm run messages`: compiles the shop's words (domain/i18n/<locale>.json, inlang's message
// format) with Paraglide JS, then lays each language out as one module per message
// (domain/i18n/compiled/<locale>/<key>.js) behind an index (<locale>/index.js, typed by
// Paraglide's own declarations). A browser build takes its language's index as `#messages`
// (vite.config.ts): a page carries its own language's words and no other's, each in the chunk of
// the code that shows it; Paraglide's single module per language would put every word of the shop
// in the first visit's script. The server speaks every language through one more index,
// <spoken>/index.js (below).
// docs/decisions/2026-11-28-french-library.md. Run before the typecheck, the tests and the build.
//
// Paraglide compiles a missing translation to the base language's text without a word, and a
// plugin that fails to load to no messages at all with "Successfully compiled": both are refused.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from '@inlang/paraglide-js';
import { catalogueProblems, LOCALES, type Catalogue } from '../../domain/i18n/catalogue-check.ts';

const root = join(import.meta.dirname, '..', '..');
const folder = join(root, 'domain', 'i18n');
const compiled = join(folder, 'compiled');
// Built beside, then put in place whole: two runs at once (a typecheck and a build) never find a
// half-written folder or delete each other's files.
const outdir = join(folder, `compiled.building-${process.pid}`);
// Paraglide's own output: the runtime and registry (plural rules) the messages import, and the
// declarations the indexes take.
const paraglide = join(outdir, 'paraglide');

rmSync(outdir, { recursive: true, force: true });
await compile({
  project: join(folder, 'project.inlang'),
  outdir: paraglide,
  outputStructure: 'locale-modules',
  emitTsDeclarations: true,
  emitReadme: false,
  emitGitIgnore: false,
  emitPrettierIgnore: false,
});

const read = (file: string) => readFileSync(file, 'utf8');
const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, JSON.parse(read(join(folder, `${locale}.json`))) as Catalogue]));
const keys = Object.keys(catalogues.en!).filter((key) => key !== '$schema');
const problems = catalogueProblems(catalogues);

for (const locale of LOCALES) {
  const module = join(paraglide, 'messages', `${locale}.js`);
  const source = existsSync(module) ? read(module) : '';
  // A key this language lacks is compiled to a re-export of the base language's function.
  if (/export \{[^}]*\} from/.test(source)) problems.push(`${locale}: compiled with texts borrowed from another language`);
  // Each message is a top-level `export const key = …;` up to the next one.
  const parts = source.split(/^(?=export const )/m).slice(1);
  const byKey = new Map(parts.map((part) => [/^export const (\w+) =/.exec(part)![1]!, part.trimEnd()]));
  for (const key of keys) if (!byKey.has(key)) problems.push(`${locale}: "${key}" is not in the compiled messages`);
  const dir = join(outdir, locale);
  mkdirSync(dir, { recursive: true });
  for (const [key, code] of byKey) {
    const registry = code.includes('registry.') ? 'import * as registry from "../paraglide/registry.js";\n' : '';
    writeFileSync(join(dir, `${key}.js`), `/* eslint-disable */\n${registry}${code}\n`);
  }
  writeFileSync(join(dir, 'index.js'), `/* eslint-disable */\n${[...byKey.keys()].map((key) => `export { ${key} } from './${key}.js';`).join('\n')}\n`);
  const declarations = join(paraglide, 'messages', `${locale}.d.ts`);
  let types = existsSync(declarations) ? read(declarations).replaceAll('"../runtime.js"', '"../paraglide/runtime.js"').replaceAll("'../runtime.js'", "'../paraglide/runtime.js'") : '';
  // A message without inputs is called without any (`m.skip_to_content()`), as the functions allow.
  for (const [, name] of types.matchAll(/^export type (\w+) = \{\};$/gm)) types = types.replaceAll(`(inputs: ${name})`, `(inputs?: ${name})`);
  writeFileSync(join(dir, 'index.d.ts'), types);
}

// The server's catalogue: every language behind one door, each message looked up by its key in
// the language being spoken (domain/i18n/speaking.ts: the request's, on the server) or the one a
// caller names (`{ locale }`, as Paraglide's functions take it). package.json's `#messages`.
{
  const dir = join(outdir, 'spoken');
  mkdirSync(dir, { recursive: true });
  const imports = LOCALES.map((locale) => `import * as ${locale} from '../${locale}/index.js';`).join('\n');
  const lines = keys.map((key) => `export const ${key} = (inputs, options) => words[options?.locale ?? speaking()].${key}(inputs, options);`);
  writeFileSync(
    join(dir, 'index.js'),
    `/* eslint-disable */\n${imports}\nimport { speaking } from '../../speaking.ts';\nconst words = { ${LOCALES.join(', ')} };\n${lines.join('\n')}\n`,
  );
  writeFileSync(join(dir, 'index.d.ts'), readFileSync(join(outdir, 'en', 'index.d.ts'), 'utf8'));
}

if (problems.length > 0) {
  rmSync(outdir, { recursive: true, force: true });
  console.error(`messages: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
// The same words as the folder in place (the usual case: every typecheck, test and build compiles
// them): left as it is, so a lint or a typecheck running beside this never finds it missing for
// the moment between the two moves below.
if (sameFolders(outdir, compiled)) {
  rmSync(outdir, { recursive: true, force: true });
  console.log(`messages: ${keys.length} messages in ${LOCALES.join(', ')} (unchanged)`);
  process.exit(0);
}
const previous = join(folder, `compiled.previous-${process.pid}`);
const moved = (from: string, to: string) => {
  try {
    renameSync(from, to);
    return true;
  } catch {
    // Another run moved it first (ENOENT), or put its own in place (ENOTEMPTY): as good as ours.
    return false;
  }
};
moved(compiled, previous);
if (!moved(outdir, compiled)) rmSync(outdir, { recursive: true, force: true });
rmSync(previous, { recursive: true, force: true });
console.log(`messages: ${keys.length} messages in ${LOCALES.join(', ')}`);

/** Whether two folders hold the same files with the same bytes. */
function sameFolders(a: string, b: string): boolean {
  if (!existsSync(b)) return false;
  const files = (dir: string) => (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[]).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(dir.length)).sort();
  const inA = files(a);
  const inB = files(b);
  return inA.length === inB.length && inA.every((file, i) => file === inB[i] && readFileSync(join(a, file)).equals(readFileSync(join(b, file))));
}
