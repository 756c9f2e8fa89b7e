// `npm run screenshots`: PNGs of the home page, the catalogue and a product page at a phone
// (390 px) and a desktop (1280 px) width, in screenshots/ (git-ignored), for a designer's eye.
// It starts the same server as the browser tests (real API, fresh seeded database, the built
// SPA from DIST_DIR or dist/), so build first. SCREENSHOT_URL reuses a server already running.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';

const root = resolve(import.meta.dirname, '..', '..');
const outDir = join(root, 'screenshots');
const port = process.env.SCREENSHOT_PORT ?? '3190';
const widths = [390, 1280] as const;

async function waitForHealth(base: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The server at ${base} did not answer within ${timeoutMs / 1000} s`);
}

let server: ChildProcess | undefined;
let base = process.env.SCREENSHOT_URL;
if (!base) {
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', join(root, 'e2e', 'support', 'serve-e2e.ts')], {
    cwd: root,
    env: { ...process.env, E2E_PORT: port },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

try {
  await waitForHealth(base, 180_000);
  const page1 = (await (await fetch(`${base}/api/products?pageNumber=1`)).json()) as { products: { id: string }[] };
  const productId = page1.products[0]?.id;
  if (!productId) throw new Error('The catalogue is empty: nothing to photograph');
  const pages = [
    { name: 'home', path: '/' },
    { name: 'catalogue', path: '/explore-scents' },
    { name: 'product', path: `/explore-scents/${productId}` },
  ];

  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const { name, path } of pages) {
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      // Lazy images below the fold load only when scrolled to: bring them all in first.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const file = join(outDir, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
  await browser.close();
} finally {
  server?.kill('SIGTERM');
}
