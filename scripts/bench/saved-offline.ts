// `npm run bench:saved`: what 50 saved scents cost a device, and how fast /saved opens offline
// (issue: saved scents). The built app on a fresh seeded database; the catalogue is topped up to
// 50 scents with the demo pictures. A phone-sized Chromium hearts every scent from the catalogue's
// cards, then: the bytes on the device that the saves hold (their rows in IndexedDB as JSON, and
// the pictures kept for them in the service worker's cache), and, with the network gone, the time
// from navigation start to the 50th card on /saved, the median of 5.
import { chromium } from '@playwright/test';
import { IMAGE_CACHE } from '../../domain/offline-caches.ts';
import { serveBuiltApp } from '../perf/serve-built-app.ts';

const SAVES = 50;
const RUNS = 5;

type Listed = { id: string; name: string; image: string };

const app = await serveBuiltApp();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const login = await fetch(`${app.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Admin123!' }),
  });
  const admin = ((await login.json()) as { user: { token: string } }).user;
  const headers = { 'content-type': 'application/json', 'auth-token': admin.token };
  const listed = async () => (await (await fetch(`${app.url}/api/products?pageNumber=1&pageSize=100`)).json()) as { total: number; products: Listed[] };
  const demo = (await listed()).products.filter((p) => p.image.startsWith('/uploads/seed-'));
  for (let i = (await listed()).total; i < SAVES; i += 1) {
    const sample = (await (await fetch(`${app.url}/api/products`, { method: 'POST', headers })).json()) as Record<string, unknown> & { id: string };
    const picture = demo[i % demo.length]!.image;
    const put = await fetch(`${app.url}/api/products/${sample.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...sample, name: `Bench Scent ${i + 1}`, image: picture, images: [], isPublished: true }),
    });
    if (!put.ok) throw new Error(`could not make scent ${i + 1}: ${put.status} ${await put.text()}`);
  }

  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  await context.addInitScript(`
    new MutationObserver(function (records, observer) {
      if (location.pathname !== '/saved' || document.querySelectorAll('main article').length < ${SAVES}) return;
      window.__savedShownAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  `);
  const page = await context.newPage();
  await page.goto(`${app.url}/`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });

  // Heart every scent, page by page, as a shopper would.
  for (let n = 1; ; n += 1) {
    await page.goto(`${app.url}/explore-scents${n === 1 ? '' : `/page/${n}`}`);
    const hearts = page.getByRole('main').getByRole('button', { name: /^Save / });
    if ((await hearts.count()) === 0) break;
    for (const heart of await hearts.all()) {
      await heart.scrollIntoViewIfNeeded();
      if ((await heart.getAttribute('aria-pressed')) === 'true') continue;
      await heart.click();
      // Pressed once the device has it (then leaving the page loses nothing).
      for (let tries = 0; (await heart.getAttribute('aria-pressed')) !== 'true' && tries < 100; tries += 1) await page.waitForTimeout(50);
    }
    if ((await page.getByRole('link', { name: `Page ${n + 1}` }).count()) === 0) break;
  }
  const savedCount = () => page.evaluate(() => (JSON.parse(localStorage.getItem('sillage:saved') ?? '[]') as unknown[]).length);
  console.log(`catalogue: ${(await listed()).total} scents; hearted: ${await savedCount()}`);
  await page.waitForFunction((count) => (JSON.parse(localStorage.getItem('sillage:saved') ?? '[]') as unknown[]).length >= count, SAVES, { timeout: 60_000 });

  // Bytes the saves hold: their rows, and the pictures kept for them (every AVIF width).
  const bytes = async () =>
    page.evaluate(async (imageCache) => {
      const rows = await new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('sillage');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('saved', 'readonly').objectStore('saved').getAll();
          read.onsuccess = () => resolve(read.result as unknown[]);
          read.onerror = () => reject(read.error);
        };
      });
      const cache = await caches.open(imageCache);
      let pictures = 0;
      let pictureCount = 0;
      for (const row of rows as Array<{ product: { image: string } }>) {
        const base = row.product.image.replace(/\.[a-z0-9]+$/i, '');
        for (const width of [320, 480, 800]) {
          const hit = await cache.match(`${base}-w${width}.avif`);
          if (hit) {
            pictures += (await hit.blob()).size;
            pictureCount += 1;
          }
        }
      }
      return { rows: rows.length, data: new Blob([JSON.stringify(rows)]).size, pictures, pictureCount };
    }, IMAGE_CACHE);
  // The pictures are fetched in the background after each tap: wait until all are there.
  let held = await bytes();
  for (let tries = 0; held.pictureCount < held.rows * 3 && tries < 60; tries += 1) {
    await page.waitForTimeout(500);
    held = await bytes();
  }

  await context.setOffline(true);
  const runsMs: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    await page.goto(`${app.url}/saved`);
    await page.waitForFunction(() => (window as unknown as { __savedShownAt?: number }).__savedShownAt !== undefined, undefined, { timeout: 30_000 });
    runsMs.push(Math.round(await page.evaluate(() => (window as unknown as { __savedShownAt: number }).__savedShownAt)));
  }
  const median = [...runsMs].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`saved scents on the device: ${held.rows}`);
  console.log(`  data (IndexedDB rows as JSON): ${kb(held.data)}`);
  console.log(`  pictures kept (${held.pictureCount} AVIF files): ${kb(held.pictures)}`);
  console.log(`  total: ${kb(held.data + held.pictures)} (${kb((held.data + held.pictures) / Math.max(1, held.rows))} a scent)`);
  console.log(`/saved offline, navigation start to the ${SAVES}th card: median ${median} ms (runs: ${runsMs.join(', ')} ms)`);
} finally {
  await browser.close();
  await app.close();
}
