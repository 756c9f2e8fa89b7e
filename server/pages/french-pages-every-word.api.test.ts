import { desc, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import fr from '#domain/i18n/fr.json' with { type: 'json' };
import { products } from '#server/db/schema.ts';
import { pageBuild } from '#server/test-support/page-build.ts';
import { rawGet } from '#server/test-support/raw-http.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Issue 24: every word on a French page is French. A word written into a component rather than
// the catalogue of messages stays English on the French page; this reads each public French page
// as the server sends it and looks for the English catalogue's texts in it (a text that reads the
// same in French, "Sillage", "Parfum", is no leftover), and for the words once found written in.
const { distDir, ssrEntry } = pageBuild();

let server: TestServer;
let reviewedId: string;

beforeAll(async () => {
  server = await startTestServer({}, { seed: true, distDir, ssrEntry });
  const [reviewed] = await server.deps.db
    .select({ id: products.id })
    .from(products)
    .where(gt(products.numReviews, 0))
    .orderBy(desc(products.numReviews))
    .limit(1);
  reviewedId = reviewed!.id;
});
afterAll(async () => {
  await server?.close();
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whether `text` is in `words` as words of its own ("Confirm" is not in "Confirmer"). */
const has = (words: string, text: string) => new RegExp(`(?<!\\p{L})${escaped(text)}(?!\\p{L})`, 'u').test(words);

const french = fr as Record<string, unknown>;
/** Every French text, plural forms included: an English text found in one is French too ("Comment ça marche"). */
const frenchTexts = Object.values(french).flatMap((message) => (typeof message === 'string' ? [message] : JSON.stringify(message)));
/** The English catalogue's plain texts (no inputs) long enough to be words, that French does not use. */
const englishTexts = Object.entries(en as Record<string, unknown>)
  .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== '$schema')
  .filter(([key, text]) => !text.includes('{') && text.length >= 6 && text !== french[key])
  .map(([, text]) => text)
  .filter((text) => !frenchTexts.some((words) => has(words, text)));

/** Attributes a reader meets: read aloud, shown on hover, in an empty field, for a picture. */
const SHOWN_ATTRIBUTES = /\s(?:aria-label|aria-valuetext|aria-roledescription|aria-description|title|placeholder|alt|value)="([^"]*)"/g;

/** What a reader meets: the body's texts and shown attributes, without its scripts (the page's data). */
function readable(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  return body
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, (tag) => `\n${[...tag.matchAll(SHOWN_ATTRIBUTES)].map((found) => found[1]).join('\n')}\n`)
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&nbsp;', '\u00a0')
    .replaceAll('&amp;', '&');
}

const PAGES = (): Array<{ path: string; status: number }> => [
  { path: '/fr/', status: 200 },
  { path: '/fr/explore-scents', status: 200 },
  { path: '/fr/explore-scents/page/2', status: 200 },
  { path: '/fr/explore-scents/search/rose', status: 200 },
  { path: `/fr/explore-scents/${reviewedId}`, status: 200 },
  { path: '/fr/cart', status: 200 },
  { path: '/fr/login', status: 200 },
  { path: '/fr/register', status: 200 },
  { path: '/fr/forgot-password', status: 200 },
  { path: '/fr/saved', status: 200 },
  { path: '/fr/pricing-plans', status: 200 },
  { path: '/fr/help/shipping-and-returns', status: 200 },
  { path: '/fr/explore-scents/00000000-0000-4000-8000-000000000000', status: 404 },
  { path: '/fr/nowhere-at-all', status: 404 },
  // The app's shell, whose <noscript> is all a reader without JavaScript sees, and a page the
  // server refuses without the app: written by the server itself, not the French build.
  { path: '/fr/checkout', status: 200 },
  { path: '/fr/my-account', status: 200 },
  { path: '/fr/no-such-picture.png', status: 404 },
];

describe('the French pages, word by word', () => {
  it('have English texts to look for', () => {
    expect(englishTexts).toContain('Explore Scents');
    expect(englishTexts.length).toBeGreaterThan(200);
  });

  it('carry none of the English catalogue’s texts, nor the words once written into components', async () => {
    const found = new Set<string>();
    for (const { path, status } of PAGES()) {
      const page = await rawGet(server.url, path);
      expect(page.status, path).toBe(status);
      const text = readable(page.text);
      for (const english of [...englishTexts, 'Customer Reviews', 'Gallery', 'Show the scents']) {
        if (has(text, english)) found.add(`${path}: "${english}"`);
      }
    }
    expect([...found]).toEqual([]);
  });

  it('give a reader without JavaScript the French shell’s ways on, to the French pages', async () => {
    const checkout = (await rawGet(server.url, '/fr/checkout')).text;
    const frame = /<noscript><style>[\s\S]*?<\/style>([\s\S]*?)<\/noscript>/.exec(checkout)?.[1] ?? '';
    for (const words of ['Explorer les parfums', 'Accueil de Sillage', 'Nous joindre', '>Panier<', '>Enregistrés<']) expect(frame).toContain(words);
    const links = [...frame.matchAll(/href="([^"]+)"/g)].map((found) => found[1]);
    expect(links.length).toBeGreaterThan(5);
    expect(links.filter((link) => !link!.startsWith('/fr/'))).toEqual([]);
    const refused = await rawGet(server.url, '/fr/no-such-picture.png');
    expect(refused.text).toContain('<html lang="fr-CA">');
    expect(refused.text).toContain('href="/fr/explore-scents"');
  });

  it('count the catalogue’s scents and pages in French, and in English as before', async () => {
    expect(readable((await rawGet(server.url, '/fr/explore-scents')).text)).toMatch(/\d+ parfums · page 1 sur \d+/);
    expect(readable((await rawGet(server.url, '/explore-scents')).text)).toMatch(/\d+ scents · page 1 of \d+/);
  });

  it('write the home’s offer as French does, a no-break space before the %', async () => {
    expect((await rawGet(server.url, '/fr/')).text).toMatch(/>\d+\u00a0%</);
    expect((await rawGet(server.url, '/')).text).toMatch(/>\d+%</);
  });

  it('show the product page’s reviews in French', async () => {
    const text = readable((await rawGet(server.url, `/fr/explore-scents/${reviewedId}`)).text);
    expect(text).toContain('Avis');
    expect(text).not.toMatch(/\bReviews?\b/);
  });
});
