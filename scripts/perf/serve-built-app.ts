// The app as a shopper gets it from `npm start`: the real server, the built SPA (DIST_DIR or
// dist/, built first when missing) and a fresh seeded database in a temporary folder.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseEnv } from '#server/config/env.ts';
import { startServer } from '#server/start-server.ts';
import { demoDatabaseDump } from '#server/test-support/demo-database.ts';

export const root = resolve(import.meta.dirname, '..', '..');

export type ServedApp = { url: string; distDir: string; productId: string; close: () => Promise<void> };

/** The server bundle that renders the pages (`npm run build` makes it beside dist/). */
export const ssrEntry = join(root, 'build', 'ssr', 'entry-server.js');

export function ensureBuilt(distDir: string): void {
  if (existsSync(join(distDir, 'index.html')) && existsSync(join(distDir, '.vite', 'route-manifest.json')) && existsSync(ssrEntry)) return;
  console.log(`perf: no build in ${distDir}, building it`);
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  for (const args of [
    ['build', '--outDir', distDir, '--emptyOutDir'],
    ['build', '--ssr', 'src/entry-server.tsx'],
  ]) {
    const built = spawnSync(process.execPath, [vite, ...args], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error(`vite ${args.join(' ')} failed`);
  }
}

type Listed = { id: string };

/** `distDir` and `ssrEntry`: a build other than dist/ and build/ssr/ (a copy, say), used as is. */
export async function serveBuiltApp(options: { port?: number; distDir?: string; ssrEntry?: string } = {}): Promise<ServedApp> {
  const distDir = resolve(root, options.distDir ?? process.env.DIST_DIR ?? 'dist');
  if (!options.distDir) ensureBuilt(distDir);
  const dataDir = mkdtempSync(join(tmpdir(), 'sillage-perf-'));
  const env = parseEnv({
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(options.port ?? process.env.PERF_PORT ?? 0),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    JWT_SECRET: 'perf-secret-that-is-long-enough-for-hs256-signing',
    LOG_REQUESTS: 'off',
    SEED_DEMO_DATA: 'on',
  });
  // Each picture's smaller copies are made on first request: the demo database comes with them
  // made, so that no measurement pays for encoding one (demo-database.ts).
  const server = await startServer({ env, distDir, ssrEntry: options.ssrEntry ?? ssrEntry, database: { fromDump: await demoDatabaseDump() } });
  const url = server.url.replace('127.0.0.1', 'localhost');
  const featured = (await (await fetch(`${url}/api/products/featured`)).json()) as Listed[];
  return {
    url,
    distDir,
    productId: featured[0]!.id,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
