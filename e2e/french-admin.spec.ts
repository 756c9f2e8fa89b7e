import { expect, type Page, test } from '@playwright/test';
import { registerAccount } from './support/accounts.ts';
import { signInAsAdmin, TABLET_PORTRAIT } from './support/admin.ts';
import { createProduct } from './support/catalogue-api.ts';
import { placeOrderApi } from './support/orders-api.ts';
import { type PageErrors, recordPageErrors } from './support/page-health.ts';

// Issue 24: the admin's screens in Canadian French under /fr/admin, a scent's French texts edited
// in its form, and the English admin's words unchanged.
test.use({ viewport: TABLET_PORTRAIT, hasTouch: true });

const uniqueName = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test.describe('the admin in French', () => {
  let errors: PageErrors;
  test.beforeEach(({ page }) => {
    errors = recordPageErrors(page);
  });
  test.afterEach(() => {
    expect(errors.unexpected(), 'console errors and uncaught exceptions').toEqual([]);
  });

  test('the French product screens speak French, and a scent’s French description is saved', async ({ page, request }) => {
    const scent = await createProduct(request, { name: uniqueName('Mousse de Chêne'), price: 28, countInStock: 4 });
    // The session is the device's: signed in on the English page, the French pages have it too.
    await signInAsAdmin(page, request);

    await page.goto('/fr/admin/productlist');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(heading(page, 'Produits')).toBeVisible();
    await expect(page).toHaveTitle('Produits · Sillage');
    const tabs = page.getByRole('navigation', { name: 'Administration' });
    for (const tab of ['Produits', 'Commandes', 'Utilisateurs']) await expect(tabs.getByRole('link', { name: tab, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Créer un produit' })).toBeVisible();
    for (const column of ['Nom', 'Prix', 'Catégorie', 'Marque']) await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    await expect(page.getByText(/\d+ parfums au catalogue/)).toBeVisible();

    // Creating asks first, in French; Annuler changes nothing.
    await page.getByRole('button', { name: 'Créer un produit' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByRole('button', { name: 'Créer', exact: true })).toBeVisible();
    await confirm.getByRole('button', { name: 'Annuler', exact: true }).click();
    await expect(confirm).toHaveCount(0);

    await page.goto(`/fr/admin/product/${scent.id}/edit`);
    await expect(heading(page, scent.name)).toBeVisible();
    await expect(page).toHaveTitle(`Modifier ${scent.name} · Sillage`);
    await expect(page.getByRole('link', { name: 'Retour aux produits' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Profil olfactif' })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Quantité en stock' })).toHaveValue('4');
    await expect(page.getByRole('group', { name: 'Tenue' })).toBeVisible();
    // The vocabularies read in French; the values sent stay the English ones the API knows.
    await expect(page.getByRole('combobox', { name: 'Saison' }).getByRole('option', { name: 'Hiver' })).toHaveAttribute('value', 'winter');
    await expect(page.getByRole('textbox', { name: 'Notes de tête', exact: true })).toBeVisible();

    const french = page.getByRole('textbox', { name: 'Description (français)', exact: true });
    const richFrench = page.getByRole('textbox', { name: 'Description détaillée (français)', exact: true });
    await expect(french).toHaveValue('');
    await french.fill('Mousse de chêne, terre mouillée et un soupçon de bergamote.');
    await richFrench.fill('Une promenade en forêt après la pluie, du matin jusqu’au soir.');
    await page.getByRole('button', { name: 'Mettre à jour', exact: true }).click();
    await expect(toast(page, 'Produit mis à jour')).toBeVisible();
    // Saved, the form goes back to the French list; opened again, it shows what was stored.
    await expect(page).toHaveURL(/\/fr\/admin\/productlist$/);
    await page.goto(`/fr/admin/product/${scent.id}/edit`);
    await expect(heading(page, scent.name)).toBeVisible();
    await expect(french).toHaveValue('Mousse de chêne, terre mouillée et un soupçon de bergamote.');
    await expect(richFrench).toHaveValue('Une promenade en forêt après la pluie, du matin jusqu’au soir.');
    // The English texts are untouched by the French ones.
    const stored = (await (await request.get(`/api/products/${scent.id}`)).json()) as { description: string; descriptionFr: string; richDescriptionFr: string };
    expect(stored.descriptionFr).toBe('Mousse de chêne, terre mouillée et un soupçon de bergamote.');
    expect(stored.richDescriptionFr).toBe('Une promenade en forêt après la pluie, du matin jusqu’au soir.');
    expect(stored.description).not.toBe(stored.descriptionFr);
  });

  test('the French orders and users screens speak French', async ({ page, request }) => {
    const shopper = await registerAccount(request, uniqueName('Élise Tremblay'));
    await signInAsAdmin(page, request);

    await page.goto('/fr/admin/orderlist');
    await expect(heading(page, 'Commandes')).toBeVisible();
    await expect(page).toHaveTitle('Commandes · Sillage');
    const filters = page.getByRole('group', { name: 'Filtrer les commandes' });
    await expect(filters.getByRole('combobox', { name: 'Paiement' })).toHaveText('Toutes les commandes');
    await expect(filters.getByRole('combobox', { name: 'Livraison' })).toHaveText('Toutes les commandes');
    await expect(page.getByText('Voir les chiffres')).toBeVisible();

    await page.goto('/fr/admin/userlist');
    await expect(heading(page, 'Utilisateurs')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Trouver un utilisateur' })).toHaveAttribute('placeholder', 'Nom ou courriel');
    await page.getByRole('searchbox', { name: 'Trouver un utilisateur' }).fill(shopper.email);
    await expect(page.getByRole('columnheader', { name: 'Courriel', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: `Modifier ${shopper.name}` })).toBeVisible();
    await page.getByRole('button', { name: `Supprimer ${shopper.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Supprimer ${shopper.name}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Fermer', exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuler', exact: true }).click();
    // Its title changes as it closes (no user to name): wait for any dialog to be gone, page usable again.
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Trouver un utilisateur' }).fill('personne-de-ce-nom');
    // Guillemets with no-break spaces inside them, as Quebec writes them.
    await expect(page.getByText(/^Aucun utilisateur ne correspond à «\s+personne-de-ce-nom\s+»\.$/)).toBeVisible();
    expect(await page.getByRole('main').innerText()).toContain('à «\u00a0personne-de-ce-nom\u00a0».');

    await page.getByRole('searchbox', { name: 'Trouver un utilisateur' }).fill(shopper.email);
    await page.getByRole('link', { name: `Modifier ${shopper.name}` }).click();
    await expect(heading(page, shopper.name)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Courriel' })).toHaveValue(shopper.email);
    await expect(page.getByRole('checkbox', { name: 'Administrateur' })).not.toBeChecked();
    await expect(page.getByText('Les administrateurs gèrent les produits, les commandes et les utilisateurs.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mettre à jour', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Annuler', exact: true })).toBeVisible();
  });

  test('an order whose shopper deleted the account reads “Un ancien client”, with no address to write to', async ({ page, request }) => {
    const shopper = await registerAccount(request, uniqueName('Jade Départ'));
    const scent = await createProduct(request, { name: uniqueName('Cèdre Blanc'), price: 30, countInStock: 3 });
    const order = await placeOrderApi(request, shopper.token, [{ product: scent.id, qty: 1 }]);
    const deleted = await request.delete('/api/users/profile', { headers: { 'auth-token': shopper.token }, data: { currentPassword: shopper.password } });
    expect(deleted.status()).toBe(200);
    await signInAsAdmin(page, request);

    await page.goto(`/fr/order/${order.id}`);
    const shipping = page.getByRole('region', { name: 'Livraison' });
    await expect(shipping.getByText('Un ancien client', { exact: true })).toBeVisible();
    await expect(shipping.getByRole('link')).toHaveCount(0);
    await expect(page.getByText('A former shopper')).toHaveCount(0);
    // The English page keeps the English words.
    await page.goto(`/order/${order.id}`);
    await expect(page.getByRole('region', { name: 'Shipping' }).getByText('A former shopper', { exact: true })).toBeVisible();
  });

  test('the English admin keeps its English words', async ({ page, request }) => {
    const scent = await createProduct(request, { name: uniqueName('Oakmoss Trail'), price: 28, countInStock: 4 });
    await signInAsAdmin(page, request);

    await page.goto('/admin/productlist');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(heading(page, 'Products')).toBeVisible();
    await expect(page).toHaveTitle('Products · Sillage');
    await expect(page.getByRole('button', { name: 'Create a Product' })).toBeVisible();
    for (const column of ['Name', 'Price', 'Category', 'Brand']) await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();

    await page.goto(`/admin/product/${scent.id}/edit`);
    await expect(heading(page, scent.name)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to products' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Description (French)', exact: true })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Rich description (French)', exact: true })).toHaveValue('');
    await expect(page.getByRole('group', { name: 'Longevity' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update', exact: true })).toBeVisible();

    await page.goto('/admin/orderlist');
    await expect(heading(page, 'Orders')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Filter orders' }).getByRole('combobox', { name: 'Payment' })).toHaveText('All orders');
    await page.goto('/admin/userlist');
    await expect(heading(page, 'Users')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Find a user' })).toHaveAttribute('placeholder', 'Name or email');
  });
});
