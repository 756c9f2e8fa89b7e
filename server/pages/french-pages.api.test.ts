import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageBuild } from '#server/test-support/page-build.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { rawGet } from '#server/test-support/raw-http.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Issue 24: the shop in Canadian French under /fr, rendered by the server from the French build
// (dist/fr, build/ssr/fr), beside the English one; each page names both and its own language.
const { distDir, ssrEntry } = pageBuild();

let server: TestServer;
const ORIGIN = 'https://shop.example';

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: `${ORIGIN}/` }, { distDir, ssrEntry });
});
afterAll(async () => {
  await server?.close();
});

const get = (path: string) => rawGet(server.url, path);
const lang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
/** hreflang → URL, from the page's alternates. */
const alternates = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]));
/** The footer's link to the other language: its address and its words. */
const otherLanguage = (html: string) => /<a href="([^"]*)" hrefLang="[^"]+" lang="[^"]+">([^<]+)<\/a>/.exec(html)?.slice(1);

describe('the French pages', () => {
  it('open at /fr in French, with the English page named as their twin', async () => {
    expect((await get('/fr')).headers.location).toBe('/fr/');
    const home = await get('/fr/');
    expect(home.status).toBe(200);
    expect(lang(home.text)).toBe('fr-CA');
    expect(title(home.text)).toBe('Sillage · Échantillons de parfum');
    for (const words of ['Aller au contenu', 'Explorer les parfums', 'Deux parfums,', 'Trois étapes vers votre signature', 'Livraison et retours'])
      expect(home.text).toContain(words);
    expect(home.text).not.toContain('Explore Scents');
    expect(canonical(home.text)).toBe(`${ORIGIN}/fr/`);
    expect(alternates(home.text)).toEqual({ 'en-CA': `${ORIGIN}/`, 'fr-CA': `${ORIGIN}/fr/`, 'x-default': `${ORIGIN}/` });
    expect(otherLanguage(home.text)).toEqual(['/', 'English']);
  });

  it('leave the English pages in English, each naming its French twin', async () => {
    const home = await get('/');
    expect(lang(home.text)).toBe('en-CA');
    expect(title(home.text)).toBe('Sillage · Fragrance samples');
    expect(alternates(home.text)['fr-CA']).toBe(`${ORIGIN}/fr/`);
    expect(otherLanguage(home.text)).toEqual(['/fr/', 'Français']);
  });

  it('keep the scent and the query when switching language, both ways', async () => {
    const product = await insertProduct(server.deps.db, { name: 'Figue Lumière' });
    const french = await get(`/fr/explore-scents/${product.id}`);
    expect(french.status).toBe(200);
    expect(lang(french.text)).toBe('fr-CA');
    expect(french.text).toContain('Figue Lumière');
    expect(canonical(french.text)).toBe(`${ORIGIN}/fr/explore-scents/${product.id}`);
    expect(alternates(french.text)['en-CA']).toBe(`${ORIGIN}/explore-scents/${product.id}`);
    expect(otherLanguage(french.text)).toEqual([`/explore-scents/${product.id}`, 'English']);

    const english = await get(`/explore-scents?occasion=Night-Out`);
    expect(otherLanguage(english.text)?.[0]).toBe('/fr/explore-scents?occasion=Night-Out');
    const frenchCatalogue = await get('/fr/explore-scents?occasion=Night-Out');
    expect(lang(frenchCatalogue.text)).toBe('fr-CA');
    expect(otherLanguage(frenchCatalogue.text)?.[0]).toBe('/explore-scents?occasion=Night-Out');
  });

  it('show a scent’s card in French: its kind’s words, its icons’ names, its rating, its link', async () => {
    await insertProduct(server.deps.db, {
      name: 'Carte Boréale',
      gender: 'unisex',
      season: 'winter',
      concentration: 'Parfum',
      occasion: 'Night-Out',
      rating: 4.5,
      numReviews: 2,
    });
    // The card as the search for it renders it, from its <article> to its end.
    const card = (html: string) => /<article[^>]*>(?:(?!<\/article>)[\s\S])*Carte Boréale[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
    const french = card((await get('/fr/explore-scents/search/Bor%C3%A9ale')).text);
    for (const words of [
      'Extrait de parfum',
      'Soirée en ville',
      'aria-label="Saison\u00a0: Hiver"',
      'aria-label="Genre\u00a0: Unisexe"',
      'aria-label="Noté 4,5 sur 5"',
      'Voir les détails',
    ])
      expect(french).toContain(words);
    for (const english of ['Night Out', 'Winter', ': Unisex"', 'Rated', 'View details']) expect(french).not.toContain(english);
    const english = card((await get('/explore-scents/search/Bor%C3%A9ale')).text);
    for (const words of [
      '>Parfum<',
      'Night Out',
      'aria-label="Season: Winter"',
      'aria-label="Gender: Unisex"',
      'aria-label="Rated 4.5 out of 5"',
      'View details',
    ])
      expect(english).toContain(words);
  });

  it('answer an unknown scent, and an unknown page, with a 404 in French', async () => {
    const missing = await get('/fr/explore-scents/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(lang(missing.text)).toBe('fr-CA');
    expect(missing.text).toContain('Explorer les parfums');
    // The API's answer to the page's read, in French: the page asked in French.
    expect(missing.text).toContain('Produit introuvable');
    const unknown = await get('/fr/nowhere-at-all');
    expect(unknown.status).toBe(404);
    expect(lang(unknown.text)).toBe('fr-CA');
    expect(unknown.text).toContain('Cette page s’est envolée');
  });

  it('send a search without JavaScript to the French search page', async () => {
    const search = await get('/fr/explore-scents?keyword=rose');
    expect(search.status).toBe(303);
    expect(search.headers.location).toBe('/fr/explore-scents/search/rose');
  });

  it('give the pages the server does not render the French app shell, its files from /fr/', async () => {
    const checkout = await get('/fr/checkout');
    expect(checkout.status).toBe(200);
    expect(lang(checkout.text)).toBe('fr-CA');
    expect(title(checkout.text)).toBe('Sillage · Échantillons de parfum');
    const script = /<script type="module" crossorigin src="(\/fr\/assets\/shell-[^"]+\.js)"/.exec(checkout.text)?.[1];
    expect(script).toBeDefined();
    const file = await get(script!);
    expect(file.status).toBe(200);
    expect(file.text).toContain('Aller au contenu');
    expect(file.text).not.toContain('Skip to content');
    // The site's icons are at its root, in either language; the French app has its own manifest.
    expect(checkout.text).toContain('<link rel="icon" href="/icons/icon.svg"');
    expect(checkout.text).toContain('<link rel="manifest" href="/fr/manifest.webmanifest"');
  });
});
