import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageBuild } from '#server/test-support/page-build.ts';
import { rawGet } from '#server/test-support/raw-http.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Issue 24: the shopper's pages outside the catalogue that the server renders (signing in,
// registering, a lost password, the cart, the saved scents, the plans) are French under /fr,
// from their title to their forms' words; the English pages keep their English words exactly.
const { distDir, ssrEntry } = pageBuild();

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { distDir, ssrEntry });
});
afterAll(async () => {
  await server?.close();
});

const get = (path: string) => rawGet(server.url, path);
const lang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
/** The page's own words: its <main>, without the head, the header or the footer. */
const mainOf = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';

type Page = { path: string; title: string; french: string[]; english: string[] };

const PAGES: Page[] = [
  {
    path: '/login',
    title: 'Connexion',
    french: ['Content de vous revoir', '>Se connecter<', '>Courriel<', '>Mot de passe<', 'Pas encore de compte?', 'Créer un compte'],
    english: ['Welcome back', '>Sign In<', '>Email<', '>Password<', 'New to Sillage?', 'Create an account'],
  },
  {
    path: '/register',
    title: 'Créer un compte',
    french: ['Joignez-vous à Sillage', '>Nom<', '>Confirmer le mot de passe<', 'Au moins 8 caractères.', '>S’inscrire<', 'Vous avez déjà un compte?'],
    english: ['Join Sillage', '>Name<', '>Confirm Password<', 'At least 8 characters.', '>Register<', 'Already have an account?'],
  },
  {
    path: '/forgot-password',
    title: 'Mot de passe oublié',
    french: ['>Compte<', '>Courriel<', 'Il vous est revenu?', '>Se connecter<'],
    english: ['>Account<', '>Email<', 'Remembered it?', '>Sign In<'],
  },
  {
    path: '/cart',
    title: 'Votre panier',
    french: ['>Votre panier<'],
    english: ['>Your Cart<'],
  },
  {
    path: '/saved',
    title: 'Parfums enregistrés',
    french: ['>Parfums enregistrés<'],
    english: ['>Saved Scents<'],
  },
  {
    path: '/pricing-plans',
    title: 'Forfaits',
    french: ['>Forfaits<', 'Nos abonnements sont en cours de composition', 'accompagné d’une surprise offerte'],
    english: ['>Pricing Plans<', 'Subscriptions are being composed', 'with a complimentary surprise alongside'],
  },
];

describe('the shopper’s pages in French', () => {
  for (const page of PAGES) {
    it(`${page.path}: French under /fr, English at the root`, async () => {
      const french = await get(`/fr${page.path}`);
      expect(french.status).toBe(200);
      expect(lang(french.text)).toBe('fr-CA');
      expect(title(french.text)).toContain(page.title);
      const frenchMain = mainOf(french.text);
      for (const words of page.french) expect(frenchMain, words).toContain(words);
      for (const words of page.english) expect(frenchMain, words).not.toContain(words);

      const english = await get(page.path);
      expect(english.status).toBe(200);
      expect(lang(english.text)).toBe('en-CA');
      const englishMain = mainOf(english.text);
      for (const words of page.english) expect(englishMain, words).toContain(words);
      for (const words of page.french) expect(englishMain, words).not.toContain(words);
    });
  }

  it('name the header’s saved scents and cart in French (the first visit’s words)', async () => {
    const french = (await get('/fr/saved')).text;
    expect(french).toContain('aria-label="Enregistrés"');
    expect(french).toContain('aria-label="Panier, 0 article"');
    const english = (await get('/saved')).text;
    expect(english).toContain('aria-label="Saved"');
    expect(english).toContain('aria-label="Cart, 0 items"');
  });
});
