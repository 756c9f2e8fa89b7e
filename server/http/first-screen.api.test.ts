// A first visit to a landing page arrives with its first screen's API answer and a preload of
// its largest picture (server/http/first-screen.ts), against the real server and database.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_FRESH_MS, type FirstScreenData } from '#domain/first-screen.ts';
import { DETAIL_IMAGE_SIZES, GRID_CARD_IMAGE_SIZES } from '#domain/image-layout.ts';
import { products } from '#server/db/schema.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

const INDEX = '<!doctype html><html><head><title>Sillage</title><script type="module" crossorigin src="/assets/shell.js"></script></head><body><div id="root"></div></body></html>';
const MANIFEST = { 'index.html': { file: 'assets/shell.js', isEntry: true } };
let server: TestServer;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'sillage-dist-'));
  await writeFile(join(distDir, 'index.html'), INDEX);
  await mkdir(join(distDir, '.vite'));
  await writeFile(join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  server = await startTestServer({}, { distDir });
});
afterAll(async () => {
  await server?.close();
  if (distDir) await rm(distDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await server.deps.db.delete(products);
});

async function page(path: string, headers: Record<string, string> = {}) {
  await server.deps.catalogueCache.sync();
  const res = await fetch(`${server.url}${path}`, { headers });
  return { res, html: await res.text() };
}

/** The answers in the page's data element, read as the shop reads them; null without one. */
function firstScreenData(html: string): Record<string, unknown> | null {
  const match = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html);
  if (!match) return null;
  const data = JSON.parse(match[1]!) as FirstScreenData;
  // Written now, by this server: the shop trusts answers only as fresh as FIRST_SCREEN_FRESH_MS.
  expect(Math.abs(Date.now() - data.servedAt)).toBeLessThan(FIRST_SCREEN_FRESH_MS);
  return data.answers;
}

describe('first screen of a landing page (issue: performance)', () => {
  it("the catalogue arrives with the API's own answer for its page and a preload of the first card's picture", async () => {
    await insertProduct(server.deps.db, { name: 'Older', image: '/uploads/older.webp', createdAt: new Date('2024-01-01') });
    await insertProduct(server.deps.db, { name: 'Newest', image: '/uploads/newest.webp', createdAt: new Date('2024-02-01') });
    const { res, html } = await page('/explore-scents');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const api = await server.call('GET', '/api/products?pageNumber=1');
    expect(firstScreenData(html)).toEqual({ '/api/products?pageNumber=1': api.body });
    expect(html).toContain(
      `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="/uploads/newest-w320.avif 320w, /uploads/newest-w480.avif 480w, /uploads/newest-w800.avif 800w" imagesizes="${GRID_CARD_IMAGE_SIZES}">`,
    );
  });

  it('the build\'s map of files is not served', async () => {
    expect((await fetch(`${server.url}/.vite/manifest.json`)).status).toBe(404);
  });

  it('a keyword, page and filters are read as the shop reads them; an unknown filter value is no filter', async () => {
    await insertProduct(server.deps.db, { name: 'Rose Winter', season: 'winter' });
    await insertProduct(server.deps.db, { name: 'Rose 100% Winter', season: 'winter' });
    const percent = firstScreenData((await page('/explore-scents/search/100%25?season=winter')).html)!;
    expect(Object.keys(percent)).toEqual(['/api/products?keyword=100%25&pageNumber=1&season=winter']);
    const { html } = await page('/explore-scents/search/%20rose%20/page/1?vibe=Smoky&season=winter');
    const data = firstScreenData(html)!;
    expect(Object.keys(data)).toEqual(['/api/products?keyword=rose&pageNumber=1&season=winter']);
    expect((data[Object.keys(data)[0]!] as { products: Array<{ name: string }> }).products.map((p) => p.name)).toEqual(['Rose 100% Winter', 'Rose Winter']);
  });

  it('a product page arrives with the product and a preload of its picture in the size the page draws it', async () => {
    const product = await insertProduct(server.deps.db, { name: 'Iris Gris', image: '/uploads/iris-gris.webp' });
    const { html } = await page(`/explore-scents/${product.id}`);
    const api = await server.call('GET', `/api/products/${product.id}`);
    expect(firstScreenData(html)).toEqual({ [`/api/products/${product.id}`]: api.body });
    expect(html).toContain(`imagesizes="${DETAIL_IMAGE_SIZES}"`);
    expect(html).toContain('/uploads/iris-gris-w800.avif 800w');
  });

  it("no product text can close the data element, open a script or be read as a replacement pattern ($', $&)", async () => {
    const name = "</script><script>alert(1)</script><!-- $' $` $& $$";
    const product = await insertProduct(server.deps.db, { name });
    const { html } = await page(`/explore-scents/${product.id}`);
    expect(html).not.toContain('<script>alert(1)');
    // The shell's own script and the data element: nothing else.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect((firstScreenData(html)![`/api/products/${product.id}`] as { name: string }).name).toBe(name);
  });

  it('the placeholder picture (no smaller copies) is not preloaded; the answer still comes', async () => {
    await insertProduct(server.deps.db, { image: '/images/placeholder-bottle.svg' });
    const { html } = await page('/explore-scents');
    expect(html).not.toContain('rel="preload" as="image"');
    expect(firstScreenData(html)).not.toBeNull();
  });

  it('a page the API cannot answer, or any other route, is the plain shell', async () => {
    for (const path of ['/explore-scents/00000000-0000-4000-8000-000000000000', '/explore-scents/page/0', '/explore-scents/search/%E0%A4%A', '/cart', '/admin/orderlist']) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(200);
      expect(html, path).toBe(INDEX);
    }
  });

  it('is compressed for a client that takes it, and a matching ETag is a 304', async () => {
    for (let i = 0; i < 12; i += 1) await insertProduct(server.deps.db, { description: `A long description of scent ${i} `.repeat(10) });
    const first = await fetch(`${server.url}/explore-scents`, { headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    // fetch undoes the coding itself: what arrives is the page.
    expect(firstScreenData(await first.text())).not.toBeNull();
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${server.url}/explore-scents`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('the home page arrives with the featured scents', async () => {
    await insertProduct(server.deps.db, { name: 'Featured One', isFeatured: true, image: '/uploads/featured-one.webp' });
    const { html } = await page('/');
    const api = await server.call('GET', '/api/products/featured');
    expect(firstScreenData(html)).toEqual({ '/api/products/featured': api.body });
    expect(html).toContain('/uploads/featured-one-w480.avif 480w');
  });
});
