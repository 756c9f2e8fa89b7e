import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { messages } from '../domain/messages.ts';
import { ADMIN, expiredToken, logInApi, registerAccount, signInPage, uniqueEmail } from './support/accounts.ts';
import { addFromProductPage, closeCart } from './support/cart.ts';
import { createProduct } from './support/catalogue-api.ts';

const main = (page: Page) => page.getByRole('main');

async function expectNoSeriousA11yIssues(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test.describe('login and register (spec §2, §5, §8)', () => {
  test('the login page shows the spec messages under the fields', async ({ page }) => {
    await page.goto('/login');
    await main(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(main(page).getByText(messages.emailRequired, { exact: true })).toBeVisible();
    await expect(main(page).getByText(messages.passwordRequired, { exact: true })).toBeVisible();
    await expect(main(page).getByLabel('Email')).toBeFocused();
    await main(page).getByLabel('Email').fill('not-an-email');
    await expect(main(page).getByText(messages.invalidEmail, { exact: true })).toBeVisible();
    await expect(main(page).getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a wrong password shows the server message', async ({ page, request }) => {
    const account = await registerAccount(request);
    await page.goto('/login');
    await main(page).getByLabel('Email').fill(account.email);
    await main(page).getByLabel('Password').fill('WrongPassword1');
    await main(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText(messages.invalidCredentials)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signing in honours the redirect parameter and greets the shopper', async ({ page, request }) => {
    const account = await registerAccount(request, 'Ava Lindqvist');
    await page.goto('/login?redirect=/pricing-plans');
    await main(page).getByLabel('Email').fill(account.email);
    await main(page).getByLabel('Password').fill(account.password);
    await main(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText(messages.loggedIn)).toBeVisible();
    await expect(page).toHaveURL(/\/pricing-plans$/);
    await expect(page.getByRole('button', { name: 'Hi, Ava' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0);
  });

  test('a redirect to another site is ignored', async ({ page, request }) => {
    const account = await registerAccount(request);
    await page.goto('/login?redirect=https://example.org/phish');
    await main(page).getByLabel('Email').fill(account.email);
    await main(page).getByLabel('Password').fill(account.password);
    await main(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText(messages.loggedIn)).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  });

  test('a signed-in visitor on /login or /register goes to the redirect target', async ({ page, request }) => {
    const account = await registerAccount(request);
    await signInPage(page, account);
    await page.goto('/login?redirect=/pricing-plans');
    await expect(page).toHaveURL(/\/pricing-plans$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await page.goto('/login?redirect=//example.org/phish');
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  });

  test('the links between login and register keep the redirect', async ({ page }) => {
    await page.goto('/login?redirect=/pricing-plans');
    await main(page).getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register\?redirect=(\/|%2F)pricing-plans$/);
    await main(page).getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=(\/|%2F)pricing-plans$/);
  });

  test('the register page enforces only the 8-character rule', async ({ page }) => {
    await page.goto('/register?redirect=/pricing-plans');
    const form = main(page);
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByText(messages.nameRequired, { exact: true })).toBeVisible();
    await expect(form.getByText(messages.emailRequired, { exact: true })).toBeVisible();
    await expect(form.getByText(messages.passwordRequired, { exact: true })).toBeVisible();
    await expect(form.getByText(messages.confirmPasswordRequired, { exact: true })).toBeVisible();

    await form.getByLabel('Name').fill('Noor Haddad');
    await form.getByLabel('Email').fill(uniqueEmail());
    await form.getByLabel('Password', { exact: true }).fill('short');
    await expect(form.getByText(messages.passwordMin, { exact: true })).toBeVisible();
    await form.getByLabel('Password', { exact: true }).fill('lowercaseonly');
    await form.getByLabel('Confirm Password').fill('different');
    await expect(form.getByText(messages.passwordMin, { exact: true })).toHaveCount(0);
    await expect(form.getByText(messages.passwordUppercase, { exact: true })).toHaveCount(0);
    await expect(form.getByText(messages.passwordNumber, { exact: true })).toHaveCount(0);
    await expect(form.getByText(messages.passwordsMustMatch, { exact: true })).toBeVisible();
    await form.getByLabel('Confirm Password').fill('lowercaseonly');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText(messages.registered)).toBeVisible();
    await expect(page).toHaveURL(/\/pricing-plans$/);
    await expect(page.getByRole('button', { name: 'Hi, Noor' })).toBeVisible();
  });

  test('the sign-in modal (issue 22) leads to /forgot-password too, and closes on the way', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button', { name: 'Send reset link' })).toBeVisible();
  });

  test('the register modal asks for an uppercase letter, a number, 8 characters and a confirmation', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Register' }).click();
    await expect(dialog.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    const password = dialog.getByLabel('Password', { exact: true });
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByText(messages.nameRequired, { exact: true })).toBeVisible();
    await expect(dialog.getByText(messages.confirmPasswordRequired, { exact: true })).toBeVisible();
    await password.fill('Ab1');
    await expect(dialog.getByText(messages.passwordMin, { exact: true })).toBeVisible();
    await password.fill('abcdefgh1');
    await expect(dialog.getByText(messages.passwordUppercase, { exact: true })).toBeVisible();
    await password.fill('Abcdefghi');
    await expect(dialog.getByText(messages.passwordNumber, { exact: true })).toBeVisible();
    await password.fill('Abcdefgh1');
    await dialog.getByLabel('Confirm Password').fill('Abcdefgh2');
    await expect(dialog.getByText(messages.passwordsMustMatch, { exact: true })).toBeVisible();

    await dialog.getByLabel('Name').fill('Mina Park');
    await dialog.getByLabel('Email').fill(uniqueEmail());
    await dialog.getByLabel('Confirm Password').fill('Abcdefgh1');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText(messages.registered)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Hi, Mina' })).toBeVisible();
  });

  test('signing in from the navbar modal', async ({ page, request }) => {
    const account = await registerAccount(request, 'Lea Moreau');
    await page.goto('/pricing-plans');
    await page.getByRole('button', { name: 'Account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog.getByText(messages.emailRequired, { exact: true })).toBeVisible();
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText(messages.loggedIn)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/pricing-plans$/);
    await expect(page.getByRole('button', { name: 'Hi, Lea' })).toBeVisible();
  });

  test('an expired token counts as signed out', async ({ page, request }) => {
    const account = await registerAccount(request, 'Ida Expired');
    await signInPage(page, { ...account, token: expiredToken() });
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Hi,/ })).toHaveCount(0);
    await page.goto('/login?redirect=/pricing-plans');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await expect(main(page).getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });

  test('the greeting menu lists admin screens for admins only', async ({ page, request }) => {
    const admin = await logInApi(request, ADMIN.email, ADMIN.password);
    await signInPage(page, admin);
    await page.getByRole('button', { name: /^Hi, / }).click();
    await expect(page.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/my-account');
    await expect(page.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/admin/productlist');
    await expect(page.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/admin/orderlist');
    await expect(page.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/userlist');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Profile' })).toBeHidden();

    const shopper = await registerAccount(request, 'Sam Shopper');
    await signInPage(page, shopper);
    await page.getByRole('button', { name: 'Hi, Sam' }).click();
    await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Products' })).toHaveCount(0);
  });

  test('logging out clears the session, the cart and the cached data', async ({ page, request }) => {
    const scent = await createProduct(request, { name: `Cuir Sage ${Date.now()}`, price: 19, countInStock: 4 });
    const account = await registerAccount(request, 'Omar Logout');
    await signInPage(page, account);
    await addFromProductPage(page, scent.id, 2);
    await closeCart(page);
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();

    await page.getByRole('button', { name: 'Hi, Omar' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText(messages.loggedOut)).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

    // The revoked token no longer works on the server.
    const profile = await request.get('/api/users/profile', { headers: { 'auth-token': account.token } });
    expect(profile.status()).toBe(401);
  });

  // Issue 22's pages too: /forgot-password, and /reset-password/<token> with a token that is not one.
  const submitOf: Record<string, string> = {
    '/login': 'Sign In',
    '/register': 'Register',
    '/forgot-password': 'Send reset link',
    '/reset-password/not-a-real-token': 'Reset password',
  };
  for (const path of Object.keys(submitOf)) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      await main(page).getByRole('button', { name: submitOf[path] }).click();
      await expectNoSeriousA11yIssues(page);
    });
  }
});
