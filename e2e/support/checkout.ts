// Steps a shopper takes on the way to an order, shared by the checkout, payment and account specs.
import { expect, type Page } from '@playwright/test';

export const main = (page: Page) => page.getByRole('main');

/** Fills the sign-in page the visitor was sent to and submits it. */
export async function signInOnLoginPage(page: Page, account: { email: string; password: string }): Promise<void> {
  await expect(page).toHaveURL(/\/login\?/);
  await main(page).getByLabel('Email').fill(account.email);
  await main(page).getByLabel('Password').fill(account.password);
  await main(page).getByRole('button', { name: 'Sign In' }).click();
}

export const SHIPPING = { address: '88 Queen Street West', city: 'Toronto', postalCode: 'm5h 2n2', formatted: 'M5H 2N2', state: 'Ontario', country: 'Canada' };

/** /shipping → /payment → /place-order, with the given payment method. */
export async function completeSteps(page: Page, method: 'PayPal' | 'Credit Card' = 'PayPal'): Promise<void> {
  await page.goto('/shipping');
  await expect(main(page).getByRole('heading', { name: 'Shipping', level: 1 })).toBeVisible();
  await main(page).getByLabel('Address').fill(SHIPPING.address);
  await main(page).getByLabel('City').fill(SHIPPING.city);
  await main(page).getByLabel('Postal Code').fill(SHIPPING.postalCode);
  await main(page).getByLabel('State').fill(SHIPPING.state);
  await main(page).getByLabel('Country').selectOption(SHIPPING.country);
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await main(page).getByRole('radio', { name: method, exact: true }).check();
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/place-order$/);
}

export const orderIdFromUrl = (page: Page) => new URL(page.url()).pathname.split('/').pop() ?? '';

/** Console errors of the page from now on (house rule: none on a happy path). */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
