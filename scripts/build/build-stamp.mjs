// Is the build (dist/, build/ssr, build/server) made from the files in the checkout now?
// `node scripts/build/build-stamp.mjs write <output>…` records a fingerprint of the build's inputs
// after a build, with the files it made (scripts/build/build.ts names them, one set per language);
// `check` exits 0 when the inputs are unchanged since and those files are there, 1 otherwise, so
// `npm start` rebuilds only when it must. Plain JavaScript: it runs before anything is compiled, with nothing but Node.
// The fingerprint hashes contents, not modification times: a fresh clone or a branch switch
// touches every file without changing the build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const stampFile = join(root, 'build', 'inputs.sha256');
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

/** The stamp as written: the fingerprint, then the build's files, one a line. */
function readStamp() {
  if (!existsSync(stampFile)) return undefined;
  const [stamped, ...outputs] = readFileSync(stampFile, 'utf8').trim().split('\n');
  return { stamped, outputs };
}

const command = process.argv[2];
if (command === 'write') {
  writeFileSync(stampFile, `${[fingerprint(), ...process.argv.slice(3)].join('\n')}\n`);
} else if (command === 'check') {
  const stamp = readStamp();
  const fresh = stamp !== undefined && stamp.outputs.length > 0 && stamp.outputs.every((output) => existsSync(join(root, output))) && stamp.stamped === fingerprint();
  if (!fresh) console.log('build: the sources changed since the last build (or there is none): building');
  process.exit(fresh ? 0 : 1);
} else {
  console.error('usage: node scripts/build/build-stamp.mjs write <output>…|check');
  process.exit(2);
}
