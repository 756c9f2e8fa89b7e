import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '#server/server-files.ts';

/**
 * The real build the page tests render with: the client files and the server bundle that renders
 * public pages (`npm run build` makes them; `npm run test:api` builds when the sources changed).
 */
export function pageBuild(): { distDir: string; ssrEntry: string } {
  const distDir = join(repoRoot, 'dist');
  const ssrEntry = join(repoRoot, 'build', 'ssr', 'entry-server.js');
  if (!existsSync(ssrEntry) || !existsSync(join(distDir, '.vite', 'route-manifest.json'))) {
    throw new Error('The page tests need the build: run `npm run build` first (npm test does).');
  }
  return { distDir, ssrEntry };
}
