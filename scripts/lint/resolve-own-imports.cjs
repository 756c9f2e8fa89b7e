// The import resolver of the boundary rules (eslint-plugin-boundaries, through eslint-module-utils):
// it finds our own files, written as package.json `imports` aliases (`#domain/…`, `#src/…`) or
// relative paths, always with their extension (shared/DESIGN.md §7 rule 11). Anything else is a
// package, not ours: not found here, so the boundary rules leave it alone. Ours rather than
// eslint-import-resolver-typescript: these two forms are all we write, and that resolver brings a
// native binary per platform.
const { existsSync, readFileSync, statSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const aliases = Object.entries(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).imports ?? {}).map(([from, to]) => ({
  prefix: from.replace(/\*$/, ''),
  target: path.join(root, to.replace(/\*$/, '')),
}));

function ownFile(source, importer) {
  const alias = aliases.find(({ prefix }) => source.startsWith(prefix));
  if (alias) return path.join(alias.target, source.slice(alias.prefix.length));
  if (source.startsWith('./') || source.startsWith('../')) return path.resolve(path.dirname(importer), source);
  return null;
}

exports.interfaceVersion = 2;
exports.resolve = (source, importer) => {
  const file = ownFile(source, importer);
  if (file && existsSync(file) && statSync(file).isFile()) return { found: true, path: file };
  return { found: false };
};
