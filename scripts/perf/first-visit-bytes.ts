// The gzip size of the JavaScript and CSS of a first visit to `/`, two ways:
// - render-critical: what the server-rendered `/` loads (the entry, its static imports, their CSS
//   and the home route's own files), from the route manifest;
// - downloaded: what a real first visit in Chromium fetches within 5 s of the page settling
//   (also what is fetched once the page has loaded: the device database, the toaster, the service
//   worker's glue), each file gzipped at level 9 as a static server would send it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildFiles } from '../build/route-manifest.ts';
import { root } from './serve-built-app.ts';

export type BytesReport = { jsBytes: number; cssBytes: number; totalBytes: number; files: Array<{ file: string; gzipBytes: number }> };

const gzipSize = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;

function report(files: Array<{ file: string; gzipBytes: number }>): BytesReport {
  const sum = (test: (f: string) => boolean) => files.filter((f) => test(f.file)).reduce((s, f) => s + f.gzipBytes, 0);
  const jsBytes = sum((f) => !/\.css(\?|$)/.test(f));
  const cssBytes = sum((f) => /\.css(\?|$)/.test(f));
  return { jsBytes, cssBytes, totalBytes: jsBytes + cssBytes, files: files.sort((a, b) => b.gzipBytes - a.gzipBytes) };
}

/**
 * What the server-rendered `/` needs before it is whole: the shell's script and stylesheet (the
 * page names them), the home route's stylesheets (inlined into the page) and the home route's
 * own modules (fetched by the entry to hydrate it).
 */
export function renderCriticalBytes(distDir: string, base = '/'): BytesReport {
  // The French build is under /fr/ (vite.config.ts): its files are named from the site's root.
  const { shellScripts, shellStyles, routes } = buildFiles(root, join(distDir, base), base);
  const home = routes.get('/');
  if (!home) throw new Error(`no files for the home route in ${distDir}`);
  const files = new Set([...shellScripts, ...shellStyles, ...home.js, ...home.css].map((href) => href.replace(/^\//, '')));
  return report([...files].map((file) => ({ file, gzipBytes: gzipSize(readFileSync(join(distDir, file))) })));
}

export async function downloadedBytes(url: string): Promise<BytesReport> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
    const page = await context.newPage();
    const bodies: Array<Promise<{ file: string; gzipBytes: number } | null>> = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      bodies.push(
        response.body().then(
          (body) => ({ file: new URL(response.url()).pathname, gzipBytes: gzipSize(body) }),
          () => null,
        ),
      );
    });
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    await page.locator('[aria-roledescription="carousel"] article').first().waitFor();
    await page.waitForTimeout(5000);
    const files = (await Promise.all(bodies)).filter((f): f is { file: string; gzipBytes: number } => f !== null);
    return report(files);
  } finally {
    await browser.close();
  }
}
