import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageBuild } from '#server/test-support/page-build.ts';
import { rawGet } from '#server/test-support/raw-http.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Issue 24: the help pages under /fr/help are rendered on the server with their French text
// (the French build asks GET /api/shop-pages/:slug?lang=fr); needs the build (`npm run build`).
const { distDir, ssrEntry } = pageBuild();

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://shop.example', SHOP_EMAIL: 'hello@shop.example' }, { distDir, ssrEntry });
});
afterAll(async () => {
  await server?.close();
});

const get = (path: string) => rawGet(server.url, path, {});

describe('the help pages in French', () => {
  it('render /fr/help/privacy with the French policy, linking to the French pages', async () => {
    const page = await get('/fr/help/privacy');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="fr-CA"');
    expect(page.text).toContain('<h1>Politique de confidentialité</h1>');
    expect(page.text).toContain('Ce que nous conservons, et pourquoi');
    expect(page.text).not.toContain('What we keep, and why');
  });

  it('leave /help/privacy in English', async () => {
    const page = await get('/help/privacy');
    expect(page.text).toContain('<h1>Privacy policy</h1>');
    expect(page.text).not.toContain('Politique de confidentialité</h1>');
  });
});
