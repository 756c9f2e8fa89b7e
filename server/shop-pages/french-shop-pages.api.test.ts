import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_PAGE_SLUGS } from '#domain/shop-pages.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Issue 24: GET /api/shop-pages/:slug?lang=fr answers the help pages in French. The language is in
// the URL (browsers and the service worker keep the answer by URL); without it, English as before.
// No build needed: the API alone.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ SHOP_EMAIL: 'hello@shop.example' });
});
afterAll(async () => {
  await server?.close();
});

const FRENCH_HEADINGS = {
  contact: '<h1>Nous joindre</h1>',
  'shipping-and-returns': '<h2>Où nous livrons</h2>',
  privacy: '<h2>Ce que nous conservons, et pourquoi</h2>',
  'terms-of-sale': '<h2>1. Ce que nous vendons</h2>',
} as const;
const ENGLISH_HEADINGS = {
  contact: '<h1>Contact us</h1>',
  'shipping-and-returns': '<h2>Where we ship</h2>',
  privacy: '<h2>What we keep, and why</h2>',
  'terms-of-sale': '<h2>1. What we sell</h2>',
} as const;

describe('GET /api/shop-pages/:slug?lang=fr', () => {
  it('answers each page in French, kept publicly like the English one', async () => {
    for (const slug of SHOP_PAGE_SLUGS) {
      const res = await server.call('GET', `/api/shop-pages/${slug}?lang=fr`);
      expect(res.status, slug).toBe(200);
      expect(res.body.slug).toBe(slug);
      expect(res.body.html, slug).toContain(FRENCH_HEADINGS[slug]);
      expect(res.body.html, slug).not.toContain(ENGLISH_HEADINGS[slug]);
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    }
    const terms = await server.call('GET', '/api/shop-pages/terms-of-sale?lang=fr');
    expect(terms.body.title).toBe('Conditions de vente');
  });

  it('puts the shop’s address in the French contact and privacy pages, and links to the French pages', async () => {
    for (const slug of ['contact', 'privacy']) {
      const { body } = await server.call('GET', `/api/shop-pages/${slug}?lang=fr`);
      expect(body.html).toContain('<a href="mailto:hello@shop.example">hello@shop.example</a>');
      expect(body.html).not.toContain('{{shopEmail}}');
    }
    const contact = await server.call('GET', '/api/shop-pages/contact?lang=fr');
    expect(contact.body.html).toContain('<strong>Courriel\u00a0:</strong>');
    expect(contact.body.html).toContain('href="/fr/help/privacy"');
    const privacy = await server.call('GET', '/api/shop-pages/privacy?lang=fr');
    for (const said of ['PayPal', 'LPRPDE', 'Loi 25', 'Télécharger mes données', 'Supprimer mon compte', 'et vos avis sont supprimés', '6 ans', 'argon2id'])
      expect(privacy.body.html).toContain(said);
  });

  it('answers in English without lang, or with lang=en, exactly as before', async () => {
    for (const slug of SHOP_PAGE_SLUGS) {
      const plain = await server.call('GET', `/api/shop-pages/${slug}`);
      expect(plain.status).toBe(200);
      expect(plain.body.html, slug).toContain(ENGLISH_HEADINGS[slug]);
      expect(plain.body.html, slug).not.toContain(FRENCH_HEADINGS[slug]);
      expect((await server.call('GET', `/api/shop-pages/${slug}?lang=en`)).body).toEqual(plain.body);
    }
    expect((await server.call('GET', '/api/shop-pages/privacy')).body.title).toBe('Privacy policy');
  });

  it('refuses a language the pages are not written in with a 400 that says which ones are', async () => {
    for (const lang of ['de', 'FR', 'fr-CA', '']) {
      const res = await server.call('GET', `/api/shop-pages/privacy?lang=${lang}`);
      expect(res.status, lang).toBe(400);
      expect(res.body.message).toBe('Unknown language: lang must be en or fr.');
    }
    const french = await server.call('GET', '/api/shop-pages/privacy?lang=de', { headers: { 'accept-language': 'fr-CA' } });
    expect(french.status).toBe(400);
    expect(french.body.message).toBe('Langue inconnue\u00a0: lang doit être en ou fr.');
  });

  it('is still 404 for a page the shop does not have, in any language', async () => {
    expect((await server.call('GET', '/api/shop-pages/nothing?lang=fr')).status).toBe(404);
  });
});
