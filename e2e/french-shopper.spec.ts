import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { registerAccount, type TestAccount } from './support/accounts.ts';
import { createProduct } from './support/catalogue-api.ts';
import { consoleErrors, orderIdFromUrl } from './support/checkout.ts';

// Issue 24: what a shopper reads outside the catalogue (signing in, the account, the checkout, an
// order) is in Canadian French on the French pages, and the forms' messages are French too.
const uniqueName = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const main = (page: Page) => page.getByRole('main');

async function signInInFrench(page: Page, account: TestAccount): Promise<void> {
  await main(page).getByLabel('Courriel').fill(account.email);
  await main(page).getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await main(page).getByRole('button', { name: 'Se connecter' }).click();
}

test.describe('a shopper in French', () => {
  test('signs in on /fr/login and reads the account and orders pages in French', async ({ page, request }) => {
    const account = await registerAccount(request, 'Élodie Tremblay');
    await page.goto('/fr/my-account');
    await expect(page).toHaveURL(/\/fr\/login\?redirect=/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
    await expect(main(page).getByText('Pas encore de compte?')).toBeVisible();
    await signInInFrench(page, account);

    await expect(page).toHaveURL(/\/fr\/my-account$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Renseignements personnels' })).toBeVisible();
    await expect(main(page).getByText('Membre depuis')).toBeVisible();
    await expect(main(page).getByText('Aucune commande payée pour le moment. Vos trois plus récentes s’afficheront ici.')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Voir toutes les commandes' })).toBeVisible();

    await main(page).getByRole('navigation', { name: 'Pages de votre compte' }).getByRole('link', { name: 'Commandes' }).click();
    await expect(page).toHaveURL(/\/fr\/my-orders$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Mes commandes' })).toBeVisible();
    await expect(main(page).getByText('Votre historique de commandes est vide.')).toBeVisible();

    await main(page).getByRole('link', { name: 'Profil' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
    const profile = main(page).getByRole('form', { name: 'Modifier le profil' });
    await expect(profile.getByLabel('Nom', { exact: true })).toHaveValue('Élodie Tremblay');
    await expect(profile.getByText('Laissez vide pour garder votre mot de passe actuel.')).toBeVisible();
    await expect(profile.getByRole('button', { name: 'Mettre à jour' })).toBeVisible();
  });

  test('is told what is wrong with a form in French', async ({ page }) => {
    await page.goto('/fr/login');
    const signIn = main(page).getByRole('button', { name: 'Se connecter' });
    await expect(signIn).toBeEnabled();
    await signIn.click();
    await expect(main(page).getByText('Veuillez entrer un courriel valide')).toBeVisible();
    await expect(main(page).getByText('Please enter a valid email')).toHaveCount(0);

    await page.goto('/fr/register');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
    await main(page).getByLabel('Nom', { exact: true }).fill('Gabriel Roy');
    await main(page).getByLabel('Courriel').fill('gabriel@example.com');
    await main(page).getByLabel('Mot de passe', { exact: true }).fill('Parfum123');
    await main(page).getByLabel('Confirmer le mot de passe').fill('Parfum124');
    await main(page).getByRole('button', { name: 'S’inscrire' }).click();
    await expect(main(page).getByText('Les mots de passe doivent être identiques')).toBeVisible();
  });

  test('checks out step by step in French and sees the order in French', async ({ page, request }) => {
    test.slow(); // a whole journey
    const scent = await createProduct(request, { name: uniqueName('Ambre Boréal'), price: 24, countInStock: 5 });
    const account = await registerAccount(request, 'Mathis Gagnon');
    const errors = consoleErrors(page);

    await page.goto(`/fr/explore-scents/${scent.id}`);
    const add = page.getByRole('button', { name: 'Ajouter au panier' });
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.getByRole('dialog', { name: 'Votre panier (1)' })).toBeVisible();
    await page.goto('/fr/cart');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Votre panier (1)' })).toBeVisible();
    await expect(main(page).getByText('Taxes', { exact: true })).toBeVisible();
    await expect(main(page).getByRole('button', { name: `Retirer ${scent.name} du panier` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Panier, 1 article' })).toBeVisible();

    await page.goto('/fr/shipping');
    await expect(page).toHaveURL(/\/fr\/login\?redirect=/);
    await signInInFrench(page, account);
    await expect(page).toHaveURL(/\/fr\/shipping$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Livraison' })).toBeVisible();
    await expect(main(page).getByRole('navigation', { name: 'Étapes de la commande' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Continuer' }).click();
    // The schema's messages, in French.
    await expect(main(page).getByText('Veuillez entrer une adresse valide')).toBeVisible();
    await main(page).getByLabel('Adresse').fill('1200, rue Saint-Denis');
    await main(page).getByLabel('Ville').fill('Montréal');
    await main(page).getByLabel('Code postal').fill('h2x 3j6');
    await main(page).getByLabel('Province', { exact: true }).fill('Québec');
    await main(page).getByLabel('Pays').selectOption({ label: 'Canada' });
    await main(page).getByRole('button', { name: 'Continuer' }).click();

    await expect(page).toHaveURL(/\/fr\/payment$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Mode de paiement' })).toBeVisible();
    await main(page).getByRole('radio', { name: 'Carte de crédit' }).check();
    await main(page).getByRole('button', { name: 'Continuer' }).click();

    await expect(page).toHaveURL(/\/fr\/place-order$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Passer la commande' })).toBeVisible();
    await expect(main(page).getByText('Mode\u00a0: Carte de crédit')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Modifier l’adresse' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Passer la commande' }).click();

    await expect(page).toHaveURL(/\/fr\/order\/[0-9a-f-]{36}$/);
    const orderId = orderIdFromUrl(page);
    await expect(main(page).getByRole('heading', { level: 1, name: `Commande ${orderId}` })).toBeVisible();
    await expect(main(page).getByText(/^Passée le \d{4}-\d{2}-\d{2}$/)).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Payer par carte ou avec PayPal' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Annuler la commande' })).toBeVisible();
    // The time to pay by, written as Quebec writes a time (the browser here speaks English), after
    // the date when it falls on another day (an order placed late in the evening).
    await expect(main(page).getByText(/^Payez avant (\d{1,2} \S+ \d{4}, )?\d{1,2} h \d{2} pour garder ces échantillons/)).toBeVisible();
    await main(page).getByRole('button', { name: 'Payer la commande (test)' }).click();
    await expect(main(page).getByText(/^Payée le \d{4}-\d{2}-\d{2}$/)).toBeVisible();

    await page.goto('/fr/my-orders');
    const table = main(page).getByRole('table', { name: 'Vos commandes, de la plus récente à la plus ancienne' });
    await expect(table.getByRole('columnheader', { name: 'Livrée' })).toBeVisible();
    await expect(table.getByText('Non livrée')).toBeVisible();
    await expect(table.getByRole('link', { name: /^Détails de la commande / })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('writes a review on a French scent page in French: Note, half stars with a comma, Commentaire', async ({ page, request }) => {
    const product = await createProduct(request, { name: uniqueName('Tonka Lettre'), price: 25, countInStock: 9 });
    const account = await registerAccount(request, 'Rosalie Gagnon');
    await page.goto(`/fr/login?redirect=${encodeURIComponent(`/explore-scents/${product.id}`)}`);
    await signInInFrench(page, account);
    await expect(page).toHaveURL(new RegExp(`/fr/explore-scents/${product.id}$`));
    const reviews = main(page).getByRole('region', { name: 'Avis' });
    await expect(reviews.getByRole('heading', { name: 'Avis des clients' })).toBeVisible();
    await expect(reviews.getByRole('heading', { name: 'Écrire un avis' })).toBeVisible();
    const radios = page.getByRole('radiogroup', { name: 'Note' }).getByRole('radio');
    const names = ['1 étoile', '1,5 étoile', '2 étoiles', '2,5 étoiles', '3 étoiles', '3,5 étoiles', '4 étoiles', '4,5 étoiles', '5 étoiles'];
    for (const [i, name] of names.entries()) await expect(radios.nth(i)).toHaveAccessibleName(name);
    await expect(reviews.getByText('Cliquez sur une étoile; cliquez-la de nouveau pour une demi-étoile.')).toBeVisible();

    await page.getByRole('radio', { name: '4 étoiles', exact: true }).click();
    await page.getByRole('radio', { name: '4 étoiles', exact: true }).click();
    await expect(page.getByRole('radio', { name: '3,5 étoiles', exact: true })).toBeChecked();
    await expect(reviews.getByLabel('Commentaire')).toHaveAttribute('placeholder', /^Comment s’ouvre-t-il/);
    await reviews.getByLabel('Commentaire').fill('Une fève tonka tout en douceur');
    await reviews.getByRole('button', { name: 'Publier l’avis' }).click();
    await expect(reviews.getByText('Une fève tonka tout en douceur')).toBeVisible();
    await expect(reviews).not.toContainText(/Review|Rating|Comment\b|Submit/);
  });

  test('axe finds nothing serious on the French sign-in, account, cart and saved pages', async ({ page, request }) => {
    test.slow(); // seven pages, each read whole by axe: in CI it took 58 s of the default minute, and twice ran out
    const account = await registerAccount(request, 'Léa Bouchard');
    const check = async (path: string) => {
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${path} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    };
    for (const path of ['/fr/register', '/fr/forgot-password', '/fr/cart', '/fr/saved', '/fr/pricing-plans', '/fr/login']) {
      await page.goto(path);
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      await check(path);
    }
    await signInInFrench(page, account);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/fr/my-account');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
    await check('/fr/my-account');
  });
});
