import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The house rules that a reviewer should not have to remember (DESIGN §7, rule 11):
 * domain imports nothing of ours but itself; src, server and sw do not reach into each other, nor
 * the server into scripts; one feature does not import another (routes compose them); kebab-case
 * names; no barrels.
 */
const root = resolve(import.meta.dirname, '..', '..');
const areas = ['domain', 'server', 'src', 'sw', 'e2e', 'scripts'];
const codeFile = /\.(ts|tsx)$/;
const importPattern = /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function walk(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    if (name === 'node_modules' || name === 'migrations') return [];
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : codeFile.test(name) ? [full] : [];
  });
}

/** The repo-relative path an import points at, or null for a package. */
function target(fromFile: string, spec: string): string | null {
  const aliased = spec.match(/^#(domain|server|src|sw)\/(.*)$/);
  if (aliased) return `${aliased[1]}/${aliased[2]}`;
  if (spec.startsWith('.')) return relative(root, resolve(dirname(fromFile), spec)).split(sep).join('/');
  return null;
}

const featureOf = (path: string) => path.match(/^src\/features\/([^/]+)\//)?.[1];
const problems: string[] = [];

for (const area of areas) {
  for (const file of walk(join(root, area))) {
    const path = relative(root, file).split(sep).join('/');
    const name = basename(path);
    const inRoutes = path.startsWith('src/routes/');
    if (!inRoutes && !/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9-]+)*\.tsx?$/.test(name)) {
      problems.push(`${path}: file names are kebab-case`);
    }
    if (/^index\.tsx?$/.test(name) && !inRoutes) problems.push(`${path}: no barrel files; import the module you mean`);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(importPattern)) {
      const spec = match[1] ?? match[2] ?? '';
      const to = target(file, spec);
      const say = (rule: string) => problems.push(`${path}: imports ${spec}: ${rule}`);
      if (path.startsWith('domain/')) {
        if (to && !to.startsWith('domain/')) say('domain/ imports nothing from the rest of the project');
        const isTest = /\.test\.ts$/.test(name);
        if (!to && spec !== 'valibot' && !(isTest && /^(vitest|fast-check)$/.test(spec))) say('domain/ depends on valibot only');
        continue;
      }
      if (!to) continue;
      if (path.startsWith('src/') && (to.startsWith('server/') || to.startsWith('sw/'))) say('the SPA never imports server or service-worker code');
      if (path.startsWith('sw/') && (to.startsWith('server/') || to.startsWith('src/'))) say('the service worker imports only domain/ and sw/');
      if (path.startsWith('server/') && (to.startsWith('src/') || to.startsWith('sw/'))) say('the server never imports SPA code');
      // The server is built from server/ and domain/ alone (build/server), the demo seed's
      // drawings included; a test may still drive a script's tool (the cluster's HAProxy).
      if (path.startsWith('server/') && !/\.test\.ts$/.test(name) && to.startsWith('scripts/')) say('the server never imports scripts/');
      const from = featureOf(path);
      const into = featureOf(to);
      if (from && into && from !== into) say(`feature ${from} must not import feature ${into}; compose them in a route`);
    }
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} boundary problem(s)`);
  process.exit(1);
}
console.log('boundaries: ok');
