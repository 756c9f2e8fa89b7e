import { expect, test } from '@playwright/test';
import { messages } from '../domain/messages.ts';
import { linkIn } from '../server/test-support/smtp-test-server.ts';
import { registerAccount } from './support/accounts.ts';
import { mailboxForThisFile } from './support/mailbox.ts';

// Issue 22: a shopper who forgot their password gets back in through the mail's link. The shop
// sends to a real SMTP server run by this test (e2e/support/mailbox.ts).
test.describe.configure({ mode: 'serial' });
const mailbox = mailboxForThisFile();

test('from /login through "Forgot your password?" and the mail\'s link to signing in with the new password', async ({ page, request }) => {
  const account = await registerAccount(request, 'Noor Forgetful');
  const main = page.getByRole('main');

  await page.goto('/login');
  await main.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address changes before the page's code has come: until then /login (with its own Email
  // field) is still the page shown.
  await expect(main.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await main.getByLabel('Email').fill(account.email);
  await main.getByRole('button', { name: 'Send reset link' }).click();
  await expect(main.getByText(messages.resetLinkSent)).toBeVisible();

  const [mail] = await mailbox().waitFor((m) => mailbox().to(account.email).includes(m) && m.subject === 'Reset your Sillage password');
  const link = linkIn(mail!, '/reset-password/');
  expect(link).toBeDefined();
  await page.goto(link!);
  await expect(main.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await main.getByLabel('New password').fill('Brand-new-Scent-42');
  await main.getByLabel('Confirm password').fill('Brand-new-Scent-42');
  await main.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(messages.passwordResetDone)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await main.getByLabel('Email').fill(account.email);
  await main.getByLabel('Password').fill('Brand-new-Scent-42');
  await main.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(messages.loggedIn)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hi, Noor' })).toBeVisible();

  // The link worked once.
  await page.goto(link!);
  await main.getByLabel('New password').fill('Another-Scent-42');
  await main.getByLabel('Confirm password').fill('Another-Scent-42');
  await main.getByRole('button', { name: 'Reset password' }).click();
  await expect(main.getByText('This link has expired or was already used')).toBeVisible();
});
