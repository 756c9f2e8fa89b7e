import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_PAGE_SLUGS, shopPagePath } from '#domain/shop-pages.ts';
import { pageBuild } from '#server/test-support/page-build.ts';
import { rawGet } from '#server/test-support/raw-http.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Issue 27, point 8: the shop's own pages, from the owner's Markdown, rendered by the server with
// the real build (`npm run build` first), in the sitemap and linked from every page's footer.
const { distDir, ssrEntry } = pageBuild();

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://shop.example', SHOP_EMAIL: 'hello@shop.example' }, { distDir, ssrEntry });
});
afterAll(async () => {
  await server?.close();
});

const get = (path: string) => rawGet(server.url, path, {});
const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe('GET /api/shop-pages/:slug', () => {
  it('answers each page as HTML with its title and description, the same for everybody', async () => {
    for (const slug of SHOP_PAGE_SLUGS) {
      const res = await server.call('GET', `/api/shop-pages/${slug}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ slug, title: expect.any(String), description: expect.any(String) });
      expect(res.body.html).toMatch(/^<h1>/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    }
  });

  it('puts the shop’s address (SHOP_EMAIL) in the contact and privacy pages', async () => {
    for (const slug of ['contact', 'privacy']) {
      const { body } = await server.call('GET', `/api/shop-pages/${slug}`);
      expect(body.html).toContain('<a href="mailto:hello@shop.example">hello@shop.example</a>');
      expect(body.html).not.toContain('{{shopEmail}}');
    }
  });

  it('says on the privacy page what is kept, the processor, and that reviews go with the account', async () => {
    const { body } = await server.call('GET', '/api/shop-pages/privacy');
    for (const said of ['PayPal', 'PIPEDA', 'Law 25', 'Download my data', 'Delete my account', 'and your reviews are deleted', '6 years', 'argon2id'])
      expect(body.html).toContain(said);
    // What the sweeps and the deletion do (issue 49): rate-limit/limit-expiry.ts, restock-alerts/spent-alerts.ts, idempotency/key-expiry.ts.
    for (const said of [
      'then deleted within five minutes',
      'then two days; one never confirmed, nine days',
      '24 hours (then deleted within the hour)',
      'those set signed out with your address too',
    ])
      expect(body.html).toContain(said);
  });

  it('is 404 for a page the shop does not have', async () => {
    for (const slug of ['nothing', '..%2Fpackage.json', 'CONTACT']) expect((await server.call('GET', `/api/shop-pages/${slug}`)).status).toBe(404);
  });
});

describe('the pages as a browser or a crawler gets them', () => {
  it('renders each one on the server with its title, canonical URL, headings and the footer’s links', async () => {
    for (const slug of SHOP_PAGE_SLUGS) {
      const page = await get(shopPagePath(slug));
      expect(page.status).toBe(200);
      const { body } = await server.call('GET', `/api/shop-pages/${slug}`);
      expect(attr(page.text, /<title>([^<]*)<\/title>/)).toBe(`${body.title.replace(/&/g, '&amp;')} · Sillage`);
      expect(attr(page.text, /<link rel="canonical" href="([^"]+)"/)).toBe(`https://shop.example${shopPagePath(slug)}`);
      expect(page.text).toMatch(/<h1>[^<]+<\/h1>/);
      for (const other of SHOP_PAGE_SLUGS) expect(page.text).toContain(`href="${shopPagePath(other)}"`);
    }
  });

  it('puts the contact form in the contact page, posting to the API without JavaScript', async () => {
    const page = await get('/help/contact');
    expect(page.text).toMatch(/<form[^>]*method="post"[^>]*action="\/api\/contact"/);
    for (const name of ['name', 'email', 'message']) expect(page.text).toMatch(new RegExp(`name="${name}"`));
  });

  it('answers an unknown one with the 404 page', async () => {
    expect((await get('/help/nothing-here')).status).toBe(404);
  });

  it('lists them in the sitemap', async () => {
    const sitemap = await get('/sitemap.xml');
    for (const slug of SHOP_PAGE_SLUGS) expect(sitemap.text).toContain(`<loc>https://shop.example${shopPagePath(slug)}</loc>`);
  });
});
