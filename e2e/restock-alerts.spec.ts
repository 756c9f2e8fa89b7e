import { expect, type Page, test } from '@playwright/test';
import { messages } from '../domain/messages.ts';
import { linkIn } from '../server/test-support/smtp-test-server.ts';
import { ADMIN, logInApi, registerAccount, signInPage, uniqueEmail } from './support/accounts.ts';
import { createProduct } from './support/catalogue-api.ts';
import { mailboxForThisFile } from './support/mailbox.ts';
import { expectNoSeriousAxeViolations } from './support/page-health.ts';

// Issue 23: "Notify me" beside a sold-out scent, signed out (a mail to confirm, then one when it is
// back) and signed in (one tap, listed in My Account). The shop sends to a real SMTP server.
test.describe.configure({ mode: 'serial' });
const mailbox = mailboxForThisFile();

const soldOutScent = (request: Parameters<typeof createProduct>[0]) =>
  createProduct(request, { name: `Oud Ember ${Math.random().toString(36).slice(2, 7)}`, price: 31, countInStock: 0 });
const notifyMe = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name: `${messages.notifyMe}: ${name}`, exact: true });

test('signed out: an address, "Check your inbox", the mail\'s page confirms on a press, and a mail when the scent is back', async ({ page, request }) => {
  const scent = await soldOutScent(request);
  const email = uniqueEmail('restock');
  const main = page.getByRole('main');
  await page.goto(`/explore-scents/${scent.id}`);
  await expect(main.getByText(messages.outOfStock)).toBeVisible();
  await notifyMe(page, scent.name).click();
  const form = main.getByRole('form', { name: `${messages.notifyMe}: ${scent.name}` });
  await form.getByLabel('Email').fill('not an address');
  await form.getByRole('button', { name: messages.notifyMe, exact: true }).click();
  await expect(form.getByText(messages.invalidEmail)).toBeVisible();
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: messages.notifyMe, exact: true }).click();
  await expect(main.getByText(messages.restockCheckInbox)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const [confirmMail] = await mailbox().waitFor((m) => mailbox().to(email).includes(m) && m.subject === 'Confirm your Sillage restock alert');
  const link = linkIn(confirmMail!, '/restock-alerts/confirm/');
  expect(link).toBeDefined();
  await page.goto(link!);
  await expect(main.getByRole('heading', { name: messages.restockConfirmTitle })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await main.getByRole('button', { name: messages.restockConfirm }).click();
  await expect(main.getByText(messages.restockConfirmed(scent.name))).toBeVisible();
  // Opened again from the mail: the alert is on, and the page says so (issue 53).
  await page.goto(link!);
  await expect(main.getByText(messages.restockAlreadyOn(scent.name))).toBeVisible();

  // The admin puts units back: one mail, linking the scent.
  const admin = await logInApi(request, ADMIN.email, ADMIN.password);
  const product = (await (await request.get(`/api/products/${scent.id}`)).json()) as Record<string, unknown>;
  const restocked = await request.put(`/api/products/${scent.id}`, { headers: { 'auth-token': admin.token }, data: { ...product, countInStock: 6 } });
  expect(restocked.status(), await restocked.text()).toBe(200);
  const [back] = await mailbox().waitFor((m) => mailbox().to(email).includes(m) && m.subject === `${scent.name} is back at Sillage`);
  const scentLink = linkIn(back!, `/explore-scents/${scent.id}`);
  expect(scentLink).toBeDefined();
  await page.goto(scentLink!);
  await expect(main.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  await expect(notifyMe(page, scent.name)).toHaveCount(0);
});

test('signed in: one tap is pressed and said, My Account lists it, and Stop ends it', async ({ page, request }) => {
  const scent = await soldOutScent(request);
  const account = await registerAccount(request, 'Ines Waiting');
  await signInPage(page, account, `/explore-scents/${scent.id}`);
  const button = notifyMe(page, scent.name);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('main').getByText(messages.restockAlertOn)).toBeVisible();
  // Asked after the tap; this browser cannot have notifications, so the alert goes by mail, said in a line.
  await expect(page.getByRole('main').getByText(messages.pushOffByMail)).toBeVisible();

  await page.goto('/my-account');
  const alerts = page.getByRole('list', { name: messages.restockAlertsTitle });
  await expect(alerts.getByRole('link', { name: scent.name })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await alerts.getByRole('button', { name: messages.stopRestockAlertFor(scent.name) }).click();
  await expect(page.getByText(messages.restockAlertsEmpty)).toBeVisible();

  await page.goto(`/explore-scents/${scent.id}`);
  await expect(notifyMe(page, scent.name)).toHaveAttribute('aria-pressed', 'false');
});

test('a saved scent that sold out offers "Notify me" on /saved', async ({ page, request }) => {
  const scent = await soldOutScent(request);
  await page.goto(`/explore-scents/${scent.id}`);
  const heart = page
    .getByRole('main')
    .getByRole('button', { name: `Save ${scent.name}`, exact: true })
    .first();
  await expect(heart).toBeEnabled();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/saved');
  await expect(notifyMe(page, scent.name)).toBeVisible();
});
