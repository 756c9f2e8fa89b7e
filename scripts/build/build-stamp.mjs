// Is the build (dist/, build/ssr, build/server) made from the files in the checkout now?
// `node scripts/build/build-stamp.mjs write` records a fingerprint of the build's inputs after a
// build; `check` exits 0 when they are unchanged since, 1 otherwise, so `npm start` rebuilds only
// when it must. Plain JavaScript: it runs before anything is compiled, with nothing but Node.
// The fingerprint hashes contents, not modification times: a fresh clone or a branch switch
// touches every file without changing the build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const stampFile = join(root, 'build', 'inputs.sha256');
const outputs = ['dist/index.html', 'dist/fr/index.html', 'build/ssr/entry-server.js', 'build/ssr/fr/entry-server.js', 'build/server/main.js'];
const inputs = ['src', 'server', 'domain', 'sw', 'public', 'scripts/build', 'index.html', 'package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts', 'vite.server.config.ts'];
// Tests are not built; the route tree and the compiled messages are written by the build itself.
const ignored = (path) => /\.(test|spec)\.tsx?$/.test(path) || path.endsWith('route-tree.gen.ts') || path.includes('i18n/compiled/');

/** The files of an input: itself, or every file under it. */
function filesOf(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function fingerprint() {
  const hash = createHash('sha256');
  const all = inputs.flatMap((input) => filesOf(join(root, input)));
  for (const file of all.map((f) => relative(root, f)).filter((f) => !ignored(f)).sort()) {
    hash.update(`${file}\0`).update(readFileSync(join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

const command = process.argv[2];
if (command === 'write') {
  writeFileSync(stampFile, `${fingerprint()}\n`);
} else if (command === 'check') {
  const fresh = outputs.every((output) => existsSync(join(root, output))) && existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === fingerprint();
  if (!fresh) console.log('build: the sources changed since the last build (or there is none): building');
  process.exit(fresh ? 0 : 1);
} else {
  console.error('usage: node scripts/build/build-stamp.mjs write|check');
  process.exit(2);
}
