// The app as a shopper gets it from `npm start`: the real server, the built SPA (DIST_DIR or
// dist/, built first when missing) and a fresh seeded database in a temporary folder.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { IMAGE_FORMATS, IMAGE_WIDTHS, variantUrl } from '#domain/image-variants.ts';
import { parseEnv } from '#server/config/env.ts';
import { startServer } from '#server/start-server.ts';

export const root = resolve(import.meta.dirname, '..', '..');

export type ServedApp = { url: string; distDir: string; productId: string; close: () => Promise<void> };

/** The server bundle that renders the pages (`npm run build` makes it beside dist/). */
export const ssrEntry = join(root, 'build', 'ssr', 'entry-server.js');

export function ensureBuilt(distDir: string): void {
  if (existsSync(join(distDir, 'index.html')) && existsSync(join(distDir, '.vite', 'route-manifest.json')) && existsSync(ssrEntry)) return;
  console.log(`perf: no build in ${distDir}, building it`);
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  for (const args of [['build', '--outDir', distDir, '--emptyOutDir'], ['build', '--ssr', 'src/entry-server.tsx']]) {
    const built = spawnSync(process.execPath, [vite, ...args], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error(`vite ${args.join(' ')} failed`);
  }
}

type Listed = { image: string; images: string[]; id: string };

/**
 * Every picture of the catalogue and its smaller copies, fetched once before measuring: the
 * seed stores the copies it has encoded before (node_modules/.cache); on a machine that never
 * seeded, the first request of each would otherwise pay for its encoding inside a measurement.
 */
async function warmImages(url: string): Promise<void> {
  const first = (await (await fetch(`${url}/api/products?pageNumber=1`)).json()) as { products: Listed[]; pages: number };
  const products = [...first.products];
  for (let page = 2; page <= first.pages; page += 1) {
    products.push(...((await (await fetch(`${url}/api/products?pageNumber=${page}`)).json()) as { products: Listed[] }).products);
  }
  const urls = products.flatMap((p) => [p.image, ...p.images]).flatMap((src) => IMAGE_WIDTHS.flatMap((w) => IMAGE_FORMATS.map((f) => variantUrl(src, w, f) ?? src)));
  const queue = [...new Set(urls)];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await (await fetch(`${url}${next}`)).arrayBuffer();
    }),
  );
}

export async function serveBuiltApp(options: { port?: number } = {}): Promise<ServedApp> {
  const distDir = resolve(root, process.env.DIST_DIR ?? 'dist');
  ensureBuilt(distDir);
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
  const server = await startServer({ env, distDir, ssrEntry });
  const url = server.url.replace('127.0.0.1', 'localhost');
  await warmImages(url);
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
