import { expect, type Page, test } from '@playwright/test';
import { messages } from '../domain/messages.ts';
import { SHOP_PAGE_SLUGS, shopPagePath } from '../domain/shop-pages.ts';
import { uniqueEmail } from './support/accounts.ts';
import { waitForServiceWorker } from './support/device.ts';
import { waitForInteractive } from './support/interactive.ts';
import { mailboxForThisFile } from './support/mailbox.ts';
import { expectNoSeriousAxeViolations, recordPageErrors } from './support/page-health.ts';

// Issue 27, point 8: the pages every shop has, linked from every page's footer, and the contact
// form, which writes to the shop's address (MAIL_FROM's in e2e) through a real SMTP server.
test.describe.configure({ mode: 'serial' });
const mailbox = mailboxForThisFile();
const SHOP = 'orders@shop.example';

const FOOTER = { contact: 'Contact', 'shipping-and-returns': 'Shipping & returns', privacy: 'Privacy', 'terms-of-sale': 'Terms of sale' } as const;
const HEADINGS = { contact: 'Contact us', 'shipping-and-returns': 'Shipping & returns', privacy: 'Privacy policy', 'terms-of-sale': 'Terms of sale' } as const;

const footerLink = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('link', { name, exact: true });
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
const mailFrom = (email: string) => mailbox().waitFor((m) => mailbox().to(SHOP).includes(m) && m.replyTo?.value[0]?.address === email);

test('every page’s footer links the four pages, which open inside the app and read at 320 px without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  await waitForInteractive(page);
  // A marker on the window: a navigation inside the app keeps it, a page load would not.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  for (const slug of SHOP_PAGE_SLUGS) {
    await footerLink(page, FOOTER[slug]).click();
    await expect(page).toHaveURL(shopPagePath(slug));
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: HEADINGS[slug] })).toBeVisible();
    await expect(page).toHaveTitle(/ · Sillage$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);
  }
});

for (const slug of SHOP_PAGE_SLUGS) {
  test(`${shopPagePath(slug)} hydrates without a mismatch and has no serious accessibility violations (axe)`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = recordPageErrors(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && /hydrat|did not match|server/i.test(message.text())) warnings.push(message.text());
    });
    await page.goto(shopPagePath(slug));
    await waitForInteractive(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: HEADINGS[slug] })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    expect(errors.unexpected()).toEqual([]);
    expect(warnings).toEqual([]);
  });
}

test('each page arrives rendered with its title and canonical, and its links to the others stay in the app', async ({ page }) => {
  await page.goto(shopPagePath('terms-of-sale'));
  await expect(page).toHaveTitle('Terms of sale · Sillage');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${shopPagePath('terms-of-sale')}$`));
  await waitForInteractive(page);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole('main').getByRole('link', { name: 'privacy', exact: true }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page).toHaveTitle('Privacy policy · Sillage');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // What the privacy page must say (issue 27): the processor, the rights, and that reviews go with the account.
  for (const said of ['PayPal', 'Download my data', 'Delete my account', 'and your reviews are deleted'])
    await expect(page.getByRole('main')).toContainText(said);
});

test('the contact form says what to fix, then sends: an inline confirmation, and the shop gets the mail', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('contact');
  await page.goto(shopPagePath('contact'));
  await waitForInteractive(page);
  const form = page.getByRole('form', { name: messages.contactFormTitle });
  await form.getByLabel(messages.contactEmailLabel).fill('not an address');
  await form.getByLabel(messages.contactMessageLabel).fill('Hi');
  await form.getByRole('button', { name: messages.contactSend }).click();
  await expect(form.getByText(messages.nameRequired)).toBeVisible();
  await expect(form.getByText(messages.invalidEmail)).toBeVisible();
  await expect(form.getByText(messages.contactMessageTooShort)).toBeVisible();
  await expect(form.getByLabel(messages.contactNameLabel)).toBeFocused();
  await expectNoSeriousAxeViolations(page);

  await form.getByLabel(messages.contactNameLabel).fill('Ines Curious');
  await form.getByLabel(messages.contactEmailLabel).fill(email);
  await form.getByLabel(messages.contactMessageLabel).fill('Do you ship samples to Yukon?');
  await form.getByRole('button', { name: messages.contactSend }).click();
  await expect(form.getByRole('status')).toHaveText(messages.contactSent);
  await expect(form.getByLabel(messages.contactMessageLabel)).toHaveValue('');
  const [mail] = await mailFrom(email);
  expect(mail!.subject).toBe(messages.contactMailSubject('Ines Curious'));
  expect(mail!.text).toContain('Do you ship samples to Yukon?');
});

test('offline, the form says the message was not sent and keeps the words', async ({ page, context }) => {
  await page.goto(shopPagePath('contact'));
  await waitForInteractive(page);
  const form = page.getByRole('form', { name: messages.contactFormTitle });
  await form.getByLabel(messages.contactNameLabel).fill('Ines Offline');
  await form.getByLabel(messages.contactEmailLabel).fill(uniqueEmail('offline'));
  await form.getByLabel(messages.contactMessageLabel).fill('Written on the train, no signal.');
  await context.setOffline(true);
  try {
    await form.getByRole('button', { name: messages.contactSend }).click();
    await expect(form.getByRole('alert')).toHaveText(messages.contactNeedsNetwork);
    await expect(form.getByLabel(messages.contactMessageLabel)).toHaveValue('Written on the train, no signal.');
  } finally {
    await context.setOffline(false);
  }
});

test('offline, a page read before opens from the device, and one never read says it needs the connection', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await waitForServiceWorker(page);
  await footerLink(page, 'Shipping & returns').click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: HEADINGS['shipping-and-returns'] })).toBeVisible();
  await context.setOffline(true);
  try {
    await page.goto(shopPagePath('shipping-and-returns'));
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: HEADINGS['shipping-and-returns'] })).toBeVisible();
    await footerLink(page, 'Terms of sale').click();
    await expect(page.getByRole('alert')).toContainText('offline');
  } finally {
    await context.setOffline(false);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the footer’s links and the contact form work: the form posts and a page says it was sent', async ({ page }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('nojs');
    await page.goto('/');
    await footerLink(page, 'Contact').click();
    await expect(page).toHaveURL(shopPagePath('contact'));
    const form = page.getByRole('form', { name: messages.contactFormTitle });
    await form.getByLabel(messages.contactNameLabel).fill('Noor Plain');
    await form.getByLabel(messages.contactEmailLabel).fill(email);
    await form.getByLabel(messages.contactMessageLabel).fill('Writing from a browser with scripts turned off.');
    await form.getByRole('button', { name: messages.contactSend }).click();
    await expect(page.getByRole('heading', { name: messages.contactSentTitle })).toBeVisible();
    await expect(page.getByText(messages.contactSent)).toBeVisible();
    await mailFrom(email);
  });
});
