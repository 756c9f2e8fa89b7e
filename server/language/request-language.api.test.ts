import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Issue 24: the API's messages in French when the request prefers French (the French pages send
// Accept-Language: fr-CA), in English otherwise, the contract's exact English texts unchanged.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' };

describe('the API in the request’s language', () => {
  it('refuses a sign-in in French, and in the contract’s English otherwise', async () => {
    const body = { email: 'nobody@example.com', password: 'Wrong123!' };
    const french = await server.call('POST', '/api/users/login', { body, headers: FRENCH });
    expect(french.status).toBe(401);
    expect(french.body).toEqual({ message: 'Courriel ou mot de passe invalide', code: 'invalidCredentials' });
    expect(french.headers.get('content-language')).toBe('fr-CA');
    expect(french.headers.get('vary')).toMatch(/accept-language/i);
    const english = await server.call('POST', '/api/users/login', { body });
    expect(english.body).toEqual({ message: messages.invalidCredentials, code: 'invalidCredentials' });
    const englishFirst = await server.call('POST', '/api/users/login', { body, headers: { 'accept-language': 'en-CA,fr-CA;q=0.8' } });
    expect(englishFirst.body).toEqual({ message: 'Invalid email or password', code: 'invalidCredentials' });
  });

  it('says each refused field in French', async () => {
    const refused = await server.call('POST', '/api/users/register', { body: { name: '', email: 'not-an-email', password: 'short' }, headers: FRENCH });
    expect(refused.status).toBe(400);
    const said = (refused.body.issues as Array<{ message: string }>).map((issue) => issue.message);
    expect(said).toContain('Format de courriel invalide');
    expect(said).toContain('Le mot de passe doit compter au moins 8 caractères');
    expect(said.join(' ')).not.toMatch(/Invalid email|Password must/);
  });

  it('fills a message’s inputs in the French text: the scent short of stock', async () => {
    const shopper = await server.makeUser();
    const scent = await insertProduct(server.deps.db, { name: 'Vétiver Nocturne', countInStock: 1 });
    const refused = await server.call('POST', '/api/orders', { token: shopper.token, body: orderBody([{ product: scent.id, qty: 2 }]), headers: FRENCH });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Stock insuffisant pour Vétiver Nocturne');
  });

  it('answers an unknown API path in French too', async () => {
    const missing = await server.call('GET', '/api/nothing-here', { headers: FRENCH });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Introuvable', code: 'notFound' });
  });

  it('tells each of two requests for one missing scent at once in its own language', async () => {
    const missing = '00000000-0000-4000-8000-00000000abcd';
    const [french, english] = await Promise.all([
      server.call('GET', `/api/products/${missing}`, { headers: FRENCH }),
      server.call('GET', `/api/products/${missing}`),
    ]);
    expect([french.status, english.status]).toEqual([404, 404]);
    expect(english.body).toEqual({ message: messages.productNotFound, code: 'productNotFound' });
    expect(french.body.code).toBe('productNotFound');
    expect(french.body.message).not.toBe(messages.productNotFound);
  });

  it('answers the contact form posted without JavaScript with a page wholly in French', async () => {
    const res = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...FRENCH },
      body: new URLSearchParams({ name: 'Marie', email: 'not-an-email', message: 'Bonjour, une question sur une commande.' }),
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('<html lang="fr');
    expect(html).toContain('href="/fr/help/contact"');
  });
});
