import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { messages } from '../domain/messages.ts';
import { registerAccount } from './support/accounts.ts';
import { signInAsAdmin, TABLET_PORTRAIT } from './support/admin.ts';
import { type PageErrors, recordPageErrors } from './support/page-health.ts';

test.use({ viewport: TABLET_PORTRAIT, hasTouch: true });

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

async function isAdminOnServer(request: APIRequestContext, adminToken: string, id: string): Promise<boolean> {
  const res = await request.get(`/api/users/${id}`, { headers: { 'auth-token': adminToken } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { isAdmin: boolean }).isAdmin;
}

async function setAdminFlag(page: Page, name: string, email: string, on: boolean) {
  // The previous update's toast must be gone, so the one awaited below is this update's own.
  await expect(toast(page, messages.userUpdated)).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('searchbox', { name: 'Find a user' }).fill(email);
  await rowOf(page, email)
    .getByRole('link', { name: `Edit ${name}` })
    .tap();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const flag = page.getByRole('checkbox', { name: 'Administrator' });
  await expect(flag).toBeChecked({ checked: !on });
  await flag.setChecked(on);
  await page.getByRole('button', { name: 'Update', exact: true }).tap();
  await expect(toast(page, messages.userUpdated)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/userlist$/);
}

test.describe('admin users (spec §2 user list and edit, §6 the admin flag)', () => {
  let errors: PageErrors;
  test.beforeEach(({ page }) => {
    errors = recordPageErrors(page);
  });
  test.afterEach(() => {
    expect(errors.unexpected(), 'console errors and uncaught exceptions').toEqual([]);
  });

  test('promotes a shopper to admin and back', async ({ page, request }) => {
    const shopper = await registerAccount(request, 'Promo Tester');
    const admin = await signInAsAdmin(page, request, '/admin/userlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    for (const header of ['Name', 'Email', 'Admin']) await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    await expect(rowOf(page, shopper.email)).toContainText('Shopper');

    await setAdminFlag(page, shopper.name, shopper.email, true);
    await page.getByRole('searchbox', { name: 'Find a user' }).fill(shopper.email);
    await expect(rowOf(page, shopper.email).getByText('Admin', { exact: true })).toBeVisible();
    expect(await isAdminOnServer(request, admin.token, shopper.id)).toBe(true);

    await setAdminFlag(page, shopper.name, shopper.email, false);
    await page.getByRole('searchbox', { name: 'Find a user' }).fill(shopper.email);
    await expect(rowOf(page, shopper.email)).toContainText('Shopper');
    expect(await isAdminOnServer(request, admin.token, shopper.id)).toBe(false);
  });

  test('edits a name and email, checked with the domain schema first', async ({ page, request }) => {
    const shopper = await registerAccount(request, 'Rename Me');
    await signInAsAdmin(page, request, `/admin/user/${shopper.id}/edit`);
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Update', exact: true }).tap();
    await expect(page.getByText(messages.invalidEmail)).toBeVisible();
    await expect(email).toBeFocused();
    const newEmail = shopper.email.replace('@', '+renamed@');
    await email.fill(newEmail);
    await page.getByRole('textbox', { name: 'Name' }).fill('Renamed Shopper');
    await page.getByRole('button', { name: 'Update', exact: true }).tap();
    await expect(toast(page, messages.userUpdated)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Find a user' }).fill(newEmail);
    await expect(rowOf(page, newEmail)).toContainText('Renamed Shopper');
  });

  test('deletes a user after confirmation', async ({ page, request }) => {
    const shopper = await registerAccount(request, 'Leaving Soon');
    const admin = await signInAsAdmin(page, request, '/admin/userlist');
    await page.getByRole('searchbox', { name: 'Find a user' }).fill(shopper.email);
    await rowOf(page, shopper.email)
      .getByRole('button', { name: `Delete ${shopper.name}` })
      .tap();
    const dialog = page.getByRole('dialog', { name: `Delete ${shopper.name}?` });
    await dialog.getByRole('button', { name: 'Cancel' }).tap();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, shopper.email)).toBeVisible();

    await rowOf(page, shopper.email)
      .getByRole('button', { name: `Delete ${shopper.name}` })
      .tap();
    await page
      .getByRole('dialog', { name: `Delete ${shopper.name}?` })
      .getByRole('button', { name: 'Delete', exact: true })
      .tap();
    await expect(toast(page, messages.userDeleted)).toBeVisible();
    await expect(rowOf(page, shopper.email)).toHaveCount(0);
    expect((await request.get(`/api/users/${shopper.id}`, { headers: { 'auth-token': admin.token } })).status()).toBe(404);
  });

  test('an admin can neither delete nor demote themselves, and the screen says why', async ({ page, request }) => {
    const admin = await signInAsAdmin(page, request, '/admin/userlist');
    const own = rowOf(page, admin.email);
    await page.getByRole('searchbox', { name: 'Find a user' }).fill(admin.email);
    await expect(own.getByText('You', { exact: true })).toBeVisible();
    const deleteSelf = own.getByRole('button', { name: `Delete ${admin.name}` });
    await expect(deleteSelf).toBeDisabled();
    await expect(deleteSelf).toHaveAccessibleDescription(new RegExp(messages.cannotDeleteSelf));

    await own.getByRole('link', { name: `Edit ${admin.name}` }).tap();
    const flag = page.getByRole('checkbox', { name: 'Administrator' });
    await expect(flag).toBeChecked();
    await expect(flag).toBeDisabled();
    await expect(flag).toHaveAccessibleDescription(new RegExp(messages.cannotDemoteSelf));
  });
});
