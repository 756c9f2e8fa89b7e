import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { pageBuild } from '#server/test-support/page-build.ts';
import { rawGet, rawRequestLine, type RawAnswer } from '#server/test-support/raw-http.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// The page cache is keyed by what the server decides, not by the request line (issue 25, point
// 3): an absolute-form target or a `//host/` path never stores or serves another origin's
// canonical, Open Graph URL or JSON-LD; hits keep a page in the cache; renders are limited.
const { distDir, ssrEntry } = pageBuild();

let dev: TestServer;
let published: TestServer;
beforeAll(async () => {
  [dev, published] = await Promise.all([
    startTestServer({}, { seed: true, distDir, ssrEntry }),
    startTestServer({ PUBLIC_URL: 'https://shop.example' }, { seed: true, distDir, ssrEntry }),
  ]);
});
afterAll(() => Promise.all([dev?.close(), published?.close()]));

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
/** Every absolute URL a page names about itself. */
function selfUrls(page: RawAnswer): string[] {
  const canonical = attr(page.text, /<link rel="canonical" href="([^"]*)"/);
  const ogUrl = attr(page.text, /<meta property="og:url" content="([^"]*)"/);
  const ld = [...page.text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) =>
    [...m[1]!.matchAll(/"(https?:\/\/[^"]+)"/g)].map((u) => u[1]!),
  );
  return [canonical, ogUrl, ...ld].filter((url): url is string => url !== undefined);
}
const hostOf = (server: TestServer) => new URL(server.url).host;
const origins = (urls: string[]) => [...new Set(urls.map((url) => new URL(url).origin))];

describe('an absolute-form request line', () => {
  it('renders and stores the page for the Host it was sent to, whatever scheme and host the line names', async () => {
    const path = '/explore-scents/search/rose';
    for (const line of [`GET https://other-host${path} HTTP/1.1`, `GET http://other-host${path} HTTP/1.1`]) {
      const bent = await rawRequestLine(dev.port, line, { host: hostOf(dev) });
      expect(bent.status, line).toBe(200);
      expect(origins(selfUrls(bent))).toEqual([dev.url]);
    }
    // What a plain visitor then gets, from the cache, names the same origin.
    const plain = await rawGet(dev.url, path);
    expect(plain.status).toBe(200);
    expect(origins(selfUrls(plain))).toEqual([dev.url]);
  });

  it('never bends robots.txt or the sitemap either', async () => {
    for (const path of ['/sitemap.xml', '/robots.txt']) {
      const bent = await rawRequestLine(dev.port, `GET https://other-host${path} HTTP/1.1`, { host: hostOf(dev) });
      expect(bent.status).toBe(200);
      expect(bent.text).not.toContain('other-host');
      expect(bent.text).not.toContain('https://');
      const plain = await rawGet(dev.url, path);
      expect(plain.text).toContain(`${dev.url}/`);
      expect(plain.text).not.toContain('https://');
    }
  });

  it('names PUBLIC_URL when it is set, whatever the line and the Host say', async () => {
    const path = '/explore-scents/search/amber';
    const bent = await rawRequestLine(published.port, `GET http://other-host${path} HTTP/1.1`, { host: 'evil.example' });
    expect(origins(selfUrls(bent))).toEqual(['https://shop.example']);
    for (const host of [hostOf(published), 'internal:3000', 'evil.example']) {
      const page = await rawGet(published.url, path, { host });
      expect(origins(selfUrls(page)), host).toEqual(['https://shop.example']);
      // One page for every Host: the one entry, under one ETag.
      expect(page.headers.etag).toBe(bent.headers.etag);
    }
    const sitemap = await rawRequestLine(published.port, 'GET http://other-host/sitemap.xml HTTP/1.1', { host: 'evil.example' });
    expect(sitemap.text).toContain('<loc>https://shop.example/</loc>');
    expect(sitemap.text).not.toMatch(/other-host|evil\.example/);
  });
});

describe('a //host/ request line', () => {
  it('is never answered with the page cached for that host', async () => {
    const path = '/explore-scents/search/vetiver';
    // A page rendered (in development, where the Host names the origin) for evil.example...
    const forEvil = await rawGet(dev.url, path, { host: 'evil.example' });
    expect(origins(selfUrls(forEvil))).toEqual(['http://evil.example']);
    // ...is not what `GET //evil.example/…` gets from this server's Host.
    const bent = await rawRequestLine(dev.port, `GET //evil.example${path} HTTP/1.1`, { host: hostOf(dev) });
    expect(bent.status).toBe(404);
    expect(bent.text).not.toContain('evil.example');
    expect(bent.text).toContain(messages.pageNotFoundTitle);
  });
});

describe('the page cache', () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({}, { seed: true, distDir, ssrEntry, catalogueCache: { limits: { maxEntries: 100, maxPages: 2 } } });
  });
  afterAll(() => small?.close());

  it('keeps a page its visitors keep reading: a hit at the front door refreshes its place', async () => {
    const cached = (path: string) => small.deps.catalogueCache.has(`page:${small.url}${path}`);
    await small.deps.catalogueCache.sync();
    expect((await rawGet(small.url, '/pricing-plans')).status).toBe(200);
    expect((await rawGet(small.url, '/explore-scents')).status).toBe(200);
    // Read again (from memory, ahead of Hono), then a third page is rendered.
    expect((await rawGet(small.url, '/pricing-plans')).status).toBe(200);
    expect((await rawGet(small.url, '/explore-scents/search/oud')).status).toBe(200);
    expect(cached('/pricing-plans')).toBe(true);
    expect(cached('/explore-scents')).toBe(false);
  });
});

describe('renders from one address', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ TRUST_PROXY: 'on', PAGE_RENDERS_PER_MINUTE: '3' }, { seed: true, distDir, ssrEntry });
  });
  afterAll(() => limited?.close());
  const from = (address: string, path: string) => rawGet(limited.url, path, { 'x-forwarded-for': address });

  it('are limited per minute (429 with Retry-After and the shop page); cached pages and other addresses are not', async () => {
    await limited.deps.catalogueCache.sync();
    for (const word of ['musk', 'iris', 'neroli']) expect((await from('203.0.113.70', `/explore-scents/search/${word}`)).status).toBe(200);
    const refused = await from('203.0.113.70', '/explore-scents/search/tonka');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.text).toContain(messages.tooManyRequests);
    // What is cached costs no render: served as ever.
    expect((await from('203.0.113.70', '/explore-scents/search/iris')).status).toBe(200);
    // Another address renders as usual.
    expect((await from('198.51.100.70', '/explore-scents/search/tonka')).status).toBe(200);
  });

  it('count an IPv6 client by its /64 (issue 49): another address in it is the same client', async () => {
    await limited.deps.catalogueCache.sync();
    for (const word of ['vetiver', 'amber', 'fig']) expect((await from('2001:db8:70:1::1', `/explore-scents/search/${word}`)).status).toBe(200);
    expect((await from('2001:db8:70:1:ffff::2', '/explore-scents/search/oud')).status).toBe(429);
    expect((await from('2001:db8:70:2::1', '/explore-scents/search/oud')).status).toBe(200);
  });
});
