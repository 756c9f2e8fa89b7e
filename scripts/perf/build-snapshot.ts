// A copy of the build taken when a long bench starts. On a machine where someone runs
// `npm run build` meanwhile, the server would otherwise render pages from a bundle whose chunks
// (imported lazily, by hashed name) have just been replaced: seen as ERR_MODULE_NOT_FOUND in the
// middle of `npm run bench:3g`. The copy sits inside the checkout (build/, not in git) so that
// the rendering bundle still finds node_modules.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, root, ssrEntry } from './serve-built-app.ts';

export type BuildSnapshot = { distDir: string; ssrEntry: string; remove: () => void };

/** Files a build refers to that it does not have: a copy taken while a build was being written. */
function missingFiles(distDir: string, ssrDir: string): string[] {
  const routes = readFileSync(join(distDir, '.vite', 'route-manifest.json'), 'utf8');
  const entry = readFileSync(join(ssrDir, 'entry-server.js'), 'utf8');
  const client = [...routes.matchAll(/"\/(assets\/[^"\\]+)/g)].map((m) => join(distDir, m[1]!));
  const server = [...entry.matchAll(/["'](\.\/assets\/[^"']+)["']/g)].map((m) => join(ssrDir, m[1]!));
  return [...client, ...server].filter((file) => !existsSync(file));
}

export async function snapshotBuild(distDir: string, attempts = 5): Promise<BuildSnapshot> {
  ensureBuilt(distDir);
  for (let attempt = 1; ; attempt += 1) {
    const dir = mkdtempSync(join(root, 'build', 'bench-snapshot-'));
    const copy = { distDir: join(dir, 'dist'), ssrDir: join(dir, 'ssr') };
    cpSync(distDir, copy.distDir, { recursive: true });
    cpSync(join(ssrEntry, '..'), copy.ssrDir, { recursive: true });
    const missing = readdirSync(copy.ssrDir).includes('entry-server.js') ? missingFiles(copy.distDir, copy.ssrDir) : ['entry-server.js'];
    if (missing.length === 0)
      return { distDir: copy.distDir, ssrEntry: join(copy.ssrDir, 'entry-server.js'), remove: () => rmSync(dir, { recursive: true, force: true }) };
    rmSync(dir, { recursive: true, force: true });
    if (attempt >= attempts) throw new Error(`the build is incomplete (being rebuilt?): ${missing.slice(0, 3).join(', ')}`);
    console.warn(`perf: the build is being written (${missing.length} files missing), copying it again in 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
}
