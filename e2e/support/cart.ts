// Filling the cart the way a shopper does: from the product page's Add to Cart, which opens
// the cart modal (spec §2).
import { expect, type Page } from '@playwright/test';

export async function addFromProductPage(page: Page, productId: string, qty = 1): Promise<void> {
  await page.goto(`/explore-scents/${productId}`);
  const addButton = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addButton).toBeEnabled();
  for (let i = 1; i < qty; i += 1) await page.getByRole('main').getByRole('button', { name: 'Increase quantity' }).click();
  await addButton.click();
  await expect(cartDialog(page)).toBeVisible();
}

export const cartDialog = (page: Page) => page.getByRole('dialog', { name: /^Your Cart \(\d+\)$/ });

export async function closeCart(page: Page): Promise<void> {
  await cartDialog(page).getByRole('button', { name: 'Close cart' }).click();
  await expect(cartDialog(page)).toBeHidden();
}
