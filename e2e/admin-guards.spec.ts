import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { ADMIN, registerAccount, signInPage } from './support/accounts.ts';
import { TABLET_PORTRAIT } from './support/admin.ts';
import { type PageErrors, recordPageErrors } from './support/page-health.ts';

test.use({ viewport: TABLET_PORTRAIT });

/** Every admin route of spec §2, with real ids in the two edit routes. */
async function adminPaths(request: APIRequestContext, userId: string): Promise<string[]> {
  const { products } = (await (await request.get('/api/products?pageNumber=1')).json()) as { products: { id: string }[] };
  return [
    '/admin/productlist',
    '/admin/productlist/page/2',
    '/admin/orderlist',
    '/admin/userlist',
    `/admin/product/${products[0]!.id}/edit`,
    `/admin/user/${userId}/edit`,
  ];
}

async function expectSentToLogin(page: Page, from: string) {
  await page.goto(from);
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === from);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
}

test.describe('admin guards (spec §2: non-admins go to /login)', () => {
  let errors: PageErrors;
  test.beforeEach(({ page }) => {
    errors = recordPageErrors(page);
  });
  test.afterEach(() => {
    expect(errors.unexpected(), 'console errors and uncaught exceptions').toEqual([]);
  });

  test('a signed-out visitor is sent to /login from every admin route, and lands back there after signing in as an admin', async ({ page, request }) => {
    const shopper = await registerAccount(request, 'Guard Visitor');
    const paths = await adminPaths(request, shopper.id);
    for (const path of paths) await expectSentToLogin(page, path);

    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.at(-1)}$`));
    await expect(page.getByRole('checkbox', { name: 'Administrator' })).toBeVisible();
  });

  test('a signed-in shopper is sent to /login from every admin route, where an admin can sign in instead', async ({ page, request }) => {
    const shopper = await registerAccount(request, 'Guard Shopper');
    await signInPage(page, shopper);
    const paths = await adminPaths(request, shopper.id);
    for (const path of paths) await expectSentToLogin(page, path);

    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.at(-1)}$`));
  });

  test('a shopper sent to /login from an admin screen is not bounced anywhere else', async ({ page, request }) => {
    const shopper = await registerAccount(request, 'Guard Bounce');
    await signInPage(page, shopper, '/login?redirect=%2Fadmin%2Fuserlist');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fuserlist$/);
    // Any other redirect still sends a signed-in shopper on, as before.
    await page.goto('/login?redirect=%2Fpricing-plans');
    await expect(page).toHaveURL(/\/pricing-plans$/);
  });
});
