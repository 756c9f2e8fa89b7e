import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './server-files.ts';

/**
 * How to run the server as a process of its own (the cluster, the soak, tests that kill an
 * instance): the compiled entry, as `npm start` runs it in production, so what they exercise is
 * what ships. `npm run build` makes it; `npm run test:api` and `npm start` build first when the
 * sources changed.
 */
export { repoRoot };

export const compiledServerEntry = join(repoRoot, 'build', 'server', 'main.js');

export function serverProcessArgs(): string[] {
  if (!existsSync(compiledServerEntry)) throw new Error(`${compiledServerEntry} is missing: run npm run build first`);
  return ['--enable-source-maps', compiledServerEntry];
}
