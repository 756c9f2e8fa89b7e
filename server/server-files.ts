import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Where the checkout is, found from this module wherever it runs: `server/` under tsx in
 * development and tests, `build/server/` once compiled (`npm start`), where every module shares
 * the bundle's one `import.meta.dirname`. Files the server reads at run time (migrations, the
 * password list) are named from here, never from the module that reads them.
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const repoRoot = findRoot(import.meta.dirname);

/** A file of the server's source tree (`server/…`), read at run time. */
export const serverFile = (...parts: string[]) => join(repoRoot, 'server', ...parts);
