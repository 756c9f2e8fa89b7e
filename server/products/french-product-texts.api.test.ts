import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#domain/schemas/product.ts';
import { DESCRIPTION_MAX, RICH_DESCRIPTION_MAX } from '#domain/schemas/product.ts';
import { products } from '#server/db/schema.ts';
import { demoProducts } from '#server/seed/demo-products.ts';
import { pageBuild } from '#server/test-support/page-build.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { rawGet } from '#server/test-support/raw-http.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Issue 24, point 4: a scent's texts in French beside the English. The server renders the French
// page from the French build; the API answers carry both languages whatever the Accept-Language.
const { distDir, ssrEntry } = pageBuild();

let server: TestServer;
let admin: { token: string };
let cedarId: string;

beforeAll(async () => {
  server = await startTestServer({}, { seed: true, distDir, ssrEntry });
  admin = await server.makeUser({ admin: true });
  const [row] = await server.deps.db.select({ id: products.id }).from(products).where(eq(products.name, 'Cedar Ledger'));
  cedarId = row!.id;
});
afterAll(async () => {
  await server?.close();
});

const get = (path: string) => rawGet(server.url, path);
/** The attributes of the paragraph whose whole text is `text` (the page must have one). */
function paragraphWith(html: string, text: string): string {
  const found = new RegExp(`<p([^>]*)>${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</p>`).exec(html);
  if (!found) throw new Error(`no paragraph reads "${text}"`);
  return found[1]!;
}
const listItems = (html: string) => [...html.matchAll(/<li class="[^"]*">([^<]+)<\/li>/g)].map((m) => m[1]);

const cedar = demoProducts.find((p) => p.slug === 'cedar-ledger')!;

describe('a demo scent’s page in French', () => {
  it('shows its French description, its notes and its words in French', async () => {
    const page = await get(`/fr/explore-scents/${cedarId}`);
    expect(page.status).toBe(200);
    expect(cedar.descriptionFr).toBe('Copeaux de crayon, cardamome chaleureuse et fauteuil de bureau en cuir souple.');
    // The French text, not marked as another language.
    expect(paragraphWith(page.text, cedar.descriptionFr)).not.toContain('lang=');
    expect(listItems(page.text)).toEqual(expect.arrayContaining(['Bergamote', 'Cardamome', 'Bois de cèdre', 'Vétiver', 'Cuir', 'Fève tonka']));
    expect(listItems(page.text)).not.toContain('Bergamot');
    for (const word of ['Allure professionnelle', 'Eau de toilette', 'Automne', 'Homme']) expect(page.text).toContain(word);
    // The page's head describes it in French too.
    expect(page.text).toContain(`<meta name="description" content="${cedar.descriptionFr}"`);
  });

  it('is unchanged in English', async () => {
    const page = await get(`/explore-scents/${cedarId}`);
    expect(page.status).toBe(200);
    expect(paragraphWith(page.text, 'Pencil shavings, warm cardamom and a soft leather desk chair.')).not.toContain('lang=');
    expect(listItems(page.text)).toEqual(expect.arrayContaining(['Bergamot', 'Cardamom', 'Cedarwood', 'Vetiver', 'Leather', 'Tonka Bean']));
    expect(listItems(page.text)).not.toContain('Bergamote');
    for (const word of ['Professional Aura', 'Eau de Toilette', 'Fall', 'Male']) expect(page.text).toContain(word);
    expect(page.text).not.toContain('Allure professionnelle');
  });
});

describe('a scent without French yet', () => {
  it('shows the English description on the French page, marked as English', async () => {
    const scent = await insertProduct(server.deps.db, { description: 'Smoked tea over cold stone.', topNotes: ['Bergamot', 'Moon Dust'] });
    const page = await get(`/fr/explore-scents/${scent.id}`);
    expect(page.status).toBe(200);
    expect(paragraphWith(page.text, 'Smoked tea over cold stone.')).toContain('lang="en"');
    // A known note in French, an unknown one as the admin wrote it.
    expect(listItems(page.text)).toEqual(expect.arrayContaining(['Bergamote', 'Moon Dust']));
    const english = await get(`/explore-scents/${scent.id}`);
    expect(paragraphWith(english.text, 'Smoked tea over cold stone.')).not.toContain('lang=');
  });
});

describe('the French filters of the catalogue', () => {
  it('name their options in French and keep the English values of the URLs', async () => {
    const page = await get('/fr/explore-scents');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<option value="Night-Out"[^>]*>Soirée en ville<\/option>/);
    expect(page.text).toMatch(/<option value="Woody"[^>]*>Boisé<\/option>/);
    expect(page.text).toMatch(/<option value="fall"[^>]*>Automne<\/option>/);
    const english = await get('/explore-scents');
    expect(english.text).toMatch(/<option value="Night-Out"[^>]*>Night Out<\/option>/);
  });
});

describe('the API', () => {
  it('answers with both languages’ texts whatever the Accept-Language (its answers are cached per URL)', async () => {
    for (const language of ['en', 'fr-CA']) {
      const one = await server.call<Product>('GET', `/api/products/${cedarId}`, { headers: { 'accept-language': language } });
      expect(one.body.description).toBe(cedar.description);
      expect(one.body.descriptionFr).toBe(cedar.descriptionFr);
      expect(one.body.richDescriptionFr).toBe(cedar.richDescriptionFr);
      const list = await server.call<{ products: Product[] }>('GET', '/api/products?keyword=cedar%20ledger', { headers: { 'accept-language': language } });
      expect(list.body.products.map((p) => p.descriptionFr)).toEqual([cedar.descriptionFr]);
    }
  });

  it('lets an admin create and update a scent’s French texts, and refuses them too long', async () => {
    const created = await server.call<Product>('POST', '/api/products', { token: admin.token });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ descriptionFr: '', richDescriptionFr: '' });
    const { id, _id, rating, numReviews, createdAt, updatedAt, reviews, ...input } = created.body;
    const body = {
      ...input,
      isPublished: true,
      description: 'Green fig.',
      descriptionFr: 'Figue verte.',
      richDescriptionFr: 'Une longue histoire de figuier.',
    };
    const saved = await server.call<Product>('PUT', `/api/products/${id}`, { token: admin.token, body });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ descriptionFr: 'Figue verte.', richDescriptionFr: 'Une longue histoire de figuier.' });
    const read = await server.call<Product>('GET', `/api/products/${id}`, { token: admin.token });
    expect(read.body).toMatchObject({ description: 'Green fig.', descriptionFr: 'Figue verte.', richDescriptionFr: 'Une longue histoire de figuier.' });

    const tooLong = await server.call('PUT', `/api/products/${id}`, { token: admin.token, body: { ...body, descriptionFr: 'é'.repeat(DESCRIPTION_MAX + 1) } });
    expect(tooLong.status).toBe(400);
    const richTooLong = await server.call('PUT', `/api/products/${id}`, {
      token: admin.token,
      body: { ...body, richDescriptionFr: 'é'.repeat(RICH_DESCRIPTION_MAX + 1) },
    });
    expect(richTooLong.status).toBe(400);
    const kept = await server.call<Product>('GET', `/api/products/${id}`, { token: admin.token });
    expect(kept.body.descriptionFr).toBe('Figue verte.');

    // Cleared: the French page goes back to the English text.
    const cleared = await server.call<Product>('PUT', `/api/products/${id}`, { token: admin.token, body: { ...body, descriptionFr: '' } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.descriptionFr).toBe('');
  });
});
