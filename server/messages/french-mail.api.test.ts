import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, users } from '#server/db/schema.ts';
import { orderBody } from '#server/test-support/order-fixtures.ts';
import { insertProduct, type ProductRow } from '#server/test-support/product-fixtures.ts';
import { linkIn, recipientsOf, startSmtpTestServer, type SmtpTestServer } from '#server/test-support/smtp-test-server.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';
import * as fr from '#domain/i18n/compiled/fr/index.js';

// Issue 24, point 5: mail goes out in the account's language (set at registration from the app's
// page, changed in the profile), with links to the French pages; English accounts as before.
// A real SMTP server in this process, as the other mail tests.
let server: TestServer;
let smtp: SmtpTestServer;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Sillage <orders@shop.example>' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const FRENCH_PAGE = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' };
const NBSP = '\u00a0';
let counter = 0;

/** An account made as the app makes it: the page's language in `Accept-Language`. */
async function register(headers: Record<string, string> = {}) {
  counter += 1;
  const email = `french-mail-${counter}-${Date.now()}@example.com`;
  const res = await server.call('POST', '/api/users/register', { body: { name: `Camille ${counter}`, email, password: 'Password123!' }, headers });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return {
    id: res.body.user.id as string,
    token: res.body.user.token as string,
    email,
    name: res.body.user.name as string,
    language: res.body.user.language as string,
  };
}

const mailTo = (email: string, subject: string) => (m: ParsedMail) => m.subject === subject && recipientsOf(m).includes(email);
const ref = (orderId: string) => `…${orderId.slice(-4)}`;

async function placeOrder(token: string, product: ProductRow) {
  const placed = await server.call('POST', '/api/orders', { token, body: orderBody([{ product: product.id, qty: 2 }]) });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.id as string;
}

describe("order mails in the account's language (issue 24)", () => {
  it('writes to an account registered from a French page in French, with French money and /fr links', async () => {
    const shopper = await register(FRENCH_PAGE);
    expect(shopper.language).toBe('fr');
    const product = await insertProduct(server.deps.db, { name: 'Iris Nocturne', priceCents: 2499, countInStock: 10 });
    const id = await placeOrder(shopper.token, product);

    const [placed] = await smtp.waitFor(mailTo(shopper.email, `Votre commande Sillage ${ref(id)} est passée`));
    expect(placed!.text).toContain(`Bonjour ${shopper.name}, nous avons bien reçu votre commande ${ref(id)}`);
    expect(placed!.text).toContain(`Iris Nocturne x 2${NBSP}: 49,98${NBSP}$`);
    expect(placed!.text).toMatch(/Payez avant \d{1,2} \S+ \d{4} à \d{1,2} h \d\d H[NA]E pour garder ces échantillons/);
    expect(linkIn(placed!, '/order/')).toBe(`${server.url}/fr/order/${id}`);
    expect(placed!.html).toContain(`href="${server.url}/fr/order/${id}"`);
    expect(placed!.html).toContain('<html lang="fr-CA">');
    expect(placed!.html).toContain('Voir votre commande');
    expect(placed!.text).not.toContain('Thank you');

    expect((await server.call('PUT', `/api/orders/${id}/pay`, { token: shopper.token, body: { testPayment: true } })).status).toBe(200);
    const [receipt] = await smtp.waitFor(mailTo(shopper.email, `Reçu de votre commande Sillage ${ref(id)}`));
    expect(receipt!.text).toContain(`Mode de paiement${NBSP}: PayPal`);
    expect(receipt!.text).toMatch(new RegExp(`Total \\(CAD\\)${NBSP}: \\d+,\\d\\d${NBSP}\\$`));
    expect(receipt!.text).toMatch(/Payée le\u00a0: \d{4}-\d\d-\d\d/);
  });

  it('writes to an English account exactly as before', async () => {
    const shopper = await register({ 'accept-language': 'en-CA,en;q=0.9,fr;q=0.5' });
    expect(shopper.language).toBe('en');
    const product = await insertProduct(server.deps.db, { name: 'Vetiver Blanc', priceCents: 2499, countInStock: 10 });
    const id = await placeOrder(shopper.token, product);
    const [placed] = await smtp.waitFor(mailTo(shopper.email, `Your Sillage order ${ref(id)} is placed`));
    expect(placed!.text).toContain('Vetiver Blanc x 2: $49.98');
    expect(placed!.text).toContain(`Hello ${shopper.name}, we have your order ${ref(id)} and are holding these samples for you.`);
    expect(linkIn(placed!, '/order/')).toBe(`${server.url}/order/${id}`);
    expect(placed!.html).toContain('<html lang="en-CA">');
  });

  it('writes a cancellation to an account switched to French in its profile in French', async () => {
    const shopper = await register();
    expect(shopper.language).toBe('en');
    const switched = await server.call('PUT', '/api/users/profile', {
      token: shopper.token,
      body: { name: shopper.name, email: shopper.email, language: 'fr' },
    });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect(switched.body.user.language).toBe('fr');
    expect((await server.call('GET', '/api/users/profile', { token: switched.body.user.token })).body.user.language).toBe('fr');
    // The shopper's own data (issue 27) says it too.
    expect((await server.call('GET', '/api/users/profile/export', { token: switched.body.user.token })).body.account.language).toBe('fr');
    const product = await insertProduct(server.deps.db, { countInStock: 5 });
    const id = await placeOrder(switched.body.user.token, product);
    expect((await server.call('PUT', `/api/orders/${id}/cancel`, { token: switched.body.user.token })).status).toBe(200);
    const [cancelled] = await smtp.waitFor(mailTo(shopper.email, `Votre commande Sillage ${ref(id)} a été annulée`));
    expect(cancelled!.text).toContain('comme vous l’avez demandé');
    expect(linkIn(cancelled!, '/order/')).toBe(`${server.url}/fr/order/${id}`);
  });
});

describe("account mails in the account's language (issue 24)", () => {
  it('sends a French account its reset link in French, to the French page; an English one as before', async () => {
    const french = await register(FRENCH_PAGE);
    const english = await register();
    // The request's own language does not decide: the account's does.
    expect((await server.call('POST', '/api/users/forgot-password', { body: { email: french.email } })).status).toBe(202);
    expect((await server.call('POST', '/api/users/forgot-password', { body: { email: english.email }, headers: FRENCH_PAGE })).status).toBe(202);

    const [fr] = await smtp.waitFor(mailTo(french.email, 'Réinitialisez votre mot de passe Sillage'));
    expect(fr!.text).toContain(`Bonjour ${french.name}, quelqu’un (vous, nous l’espérons) a demandé de réinitialiser le mot de passe`);
    expect(fr!.text).toContain(`Choisir un nouveau mot de passe${NBSP}: ${server.url}/fr/reset-password/`);
    expect(linkIn(fr!, '/reset-password/')!.startsWith(`${server.url}/fr/reset-password/`)).toBe(true);

    const [en] = await smtp.waitFor(mailTo(english.email, 'Reset your Sillage password'));
    expect(en!.text).toContain(`Choose a new password: ${server.url}/reset-password/`);
    expect(en!.text).toContain(`Hello ${english.name}, someone (we hope you) asked to reset the password of your Sillage account.`);
  });

  it('tells a French account of its new email in French', async () => {
    const french = await register(FRENCH_PAGE);
    const newEmail = `moved-${Date.now()}@example.com`;
    const res = await server.call('PUT', '/api/users/profile', {
      token: french.token,
      body: { name: french.name, email: newEmail, currentPassword: 'Password123!' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user.language).toBe('fr');
    const [mail] = await smtp.waitFor(mailTo(french.email, 'L’adresse courriel de votre compte Sillage a été changée'));
    expect(mail!.text).toContain(`utilise maintenant ${newEmail} au lieu de cette adresse`);
    expect(linkIn(mail!, '/login')).toBe(`${server.url}/fr/login`);
  });
});

describe("the profile's language (issue 24)", () => {
  it('refuses a language the shop does not speak, with a clear message, and changes nothing', async () => {
    const user = await register();
    const refused = await server.call('PUT', '/api/users/profile', { token: user.token, body: { name: 'Someone Else', email: user.email, language: 'de' } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Language must be en (English) or fr (French)');
    const inFrench = await server.call('PUT', '/api/users/profile', {
      token: user.token,
      body: { name: 'Someone Else', email: user.email, language: 'de' },
      headers: FRENCH_PAGE,
    });
    expect(inFrench.status).toBe(400);
    expect(JSON.stringify(inFrench.body)).toContain('La langue doit être en (anglais) ou fr (français)');
    const [row] = await server.deps.db.select({ name: users.name, language: users.language }).from(users).where(eq(users.id, user.id));
    expect(row).toEqual({ name: user.name, language: 'en' });
  });

  it('leaves the language as it is when a profile update does not name one', async () => {
    const french = await register(FRENCH_PAGE);
    const res = await server.call('PUT', '/api/users/profile', { token: french.token, body: { name: 'Camille Tremblay', email: french.email } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ name: 'Camille Tremblay', language: 'fr' });
  });
});

describe('a signed-out restock alert in the language of its page (issue 24)', () => {
  it('confirms and announces in French when asked from a French page', async () => {
    const email = `alerte-${Date.now()}@example.com`;
    const product = await insertProduct(server.deps.db, { name: 'Ambre Doux', countInStock: 0 });
    expect((await server.call('POST', `/api/products/${product.id}/restock-alerts`, { body: { email }, headers: FRENCH_PAGE })).status).toBe(202);
    const [confirm] = await smtp.waitFor(mailTo(email, 'Confirmez votre alerte de retour en stock Sillage'));
    const link = linkIn(confirm!, '/restock-alerts/confirm/')!;
    expect(link.startsWith(`${server.url}/fr/restock-alerts/confirm/`)).toBe(true);
    // The link opens a French page, whose button confirms and answers in French.
    const asking = await fetch(link);
    const askingPage = await asking.text();
    expect(asking.status).toBe(200);
    expect(askingPage).toContain('<html lang="fr-CA">');
    expect(askingPage).toContain(`<h1>${fr.restock_confirm_title()}</h1>`);
    expect(askingPage).toContain('<input type="hidden" name="lang" value="fr">');
    const pressed = await fetch(`${server.url}/api/restock-alerts/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: link.split('/restock-alerts/confirm/')[1]!, lang: 'fr' }).toString(),
    });
    const confirmedPage = await pressed.text();
    expect(pressed.status).toBe(200);
    expect(confirmedPage).toContain('<html lang="fr-CA">');
    expect(confirmedPage).toContain(fr.restock_confirmed({ name: 'Ambre Doux' }));
    expect(confirmedPage).toContain(`<a href="/fr/explore-scents/${product.id}">${fr.mail_restock_button()}</a>`);

    await server.deps.db.update(products).set({ countInStock: 3 }).where(eq(products.id, product.id));
    const [back] = await smtp.waitFor(mailTo(email, 'Ambre Doux est de retour chez Sillage'));
    expect(linkIn(back!, '/explore-scents/')).toBe(`${server.url}/fr/explore-scents/${product.id}`);
    const unsubscribe = linkIn(back!, '/restock-alerts/unsubscribe?')!;
    expect(unsubscribe.startsWith(`${server.url}/fr/restock-alerts/unsubscribe?`)).toBe(true);
    const stopping = await fetch(unsubscribe);
    expect(stopping.status).toBe(200);
    expect(await stopping.text()).toContain(`<h1>${fr.restock_unsubscribe_title()}</h1>`);
    const stopped = await fetch(unsubscribe, { method: 'POST' });
    expect(stopped.status).toBe(200);
    expect(await stopped.text()).toContain(fr.restock_unsubscribed());
    // The mail client's one-click unsubscribe is the API's, in no language.
    expect(back!.headerLines.find((line) => line.key === 'list-unsubscribe')?.line).toContain(`<${server.url}/api/restock-alerts/unsubscribe?`);
  });
});
