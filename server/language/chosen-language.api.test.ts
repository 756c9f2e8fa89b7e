import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageBuild } from '#server/test-support/page-build.ts';
import { rawGet } from '#server/test-support/raw-http.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Issue 24, points 5 and 7: a language chosen on a device is remembered (the cookie the language
// link and the offer set), and each language's app has its own worker and manifest.
const { distDir, ssrEntry } = pageBuild();

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { distDir, ssrEntry });
});
afterAll(async () => {
  await server?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => rawGet(server.url, path, headers);
const lang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

describe('the language chosen on a device', () => {
  it('sends the home on to the French home, query kept, also once the English home is cached', async () => {
    // Twice without the cookie: the second answer is the front door's cached page.
    for (let i = 0; i < 2; i++) {
      const english = await get('/');
      expect(english.status).toBe(200);
      expect(lang(english.text)).toBe('en-CA');
    }
    const chosen = await get('/', { cookie: 'theme=dark; sillage-language=fr' });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.location).toBe('/fr/');
    expect(chosen.headers['cache-control']).toBe('private, no-store');
    expect((await get('/?utm_source=mail', { cookie: 'sillage-language=fr' })).headers.location).toBe('/fr/?utm_source=mail');
    // Coming from the French home (its "English" link), the shopper is choosing English: no redirect.
    const switching = await get('/', { cookie: 'sillage-language=fr', referer: `${server.url}/fr/` });
    expect(switching.status).toBe(200);
    expect(lang(switching.text)).toBe('en-CA');
    expect((await get('/', { cookie: 'sillage-language=fr', referer: `${server.url}/fr/explore-scents` })).status).toBe(302);
  });

  it('leaves every other request as it was asked: English chosen, no cookie, a cookie naming no language, other pages', async () => {
    for (const cookie of ['sillage-language=en', 'sillage-language=de', 'sillage-language=', 'other-language=fr']) {
      const home = await get('/', { cookie });
      expect(home.status, cookie).toBe(200);
      expect(lang(home.text)).toBe('en-CA');
    }
    const catalogue = await get('/explore-scents', { cookie: 'sillage-language=fr' });
    expect(catalogue.status).toBe(200);
    expect(lang(catalogue.text)).toBe('en-CA');
    // A crawler (no cookie) asking for the home in French or English gets what it asked for.
    expect(lang((await get('/fr/')).text)).toBe('fr-CA');
  });
});

describe('each language app of its own', () => {
  it('serves the French worker, its manifest and its files under /fr', async () => {
    const worker = await get('/fr/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.text).toContain('index.html');
    const manifest = JSON.parse((await get('/fr/manifest.webmanifest')).text) as { id: string; start_url: string; lang: string; description: string };
    expect(manifest).toMatchObject({ id: '/fr/', start_url: '/fr/', lang: 'fr-CA' });
    expect(manifest.description).toMatch(/^Échantillons de parfum/);
    const home = await get('/fr/');
    expect(home.text).toContain('<link rel="manifest" href="/fr/manifest.webmanifest"');
    expect((await get('/')).text).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    // The French build's files are named after their content too: kept a year, like the English.
    const script = /"(\/fr\/assets\/[^"]+\.js)"/.exec(home.text)?.[1];
    expect(script).toBeDefined();
    expect((await get(script!)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
