import { expect, type Page, test } from '@playwright/test';
import { messages } from '../domain/messages.ts';
import { createProduct } from './support/catalogue-api.ts';

// Issue 27, point 5: a toast never covers the header's controls (the logo, Saved, Cart, the
// account menu); below the header on phones and tablets, and one at a time on a phone.

const visibleToasts = (page: Page) => page.locator('[data-sonner-toast][data-visible="true"]');

async function heartTwice(page: Page, name: string): Promise<void> {
  const heart = page
    .getByRole('main')
    .getByRole('button', { name: `Save ${name}`, exact: true })
    .first();
  await expect(heart).toBeEnabled();
  await heart.click();
  await expect(page.getByText(messages.savedToScents, { exact: true })).toBeVisible();
  await heart.click();
  await expect(page.getByText(messages.removedFromScents, { exact: true })).toBeVisible();
}

for (const device of [
  { name: 'a phone', viewport: { width: 390, height: 844 }, most: 1 },
  { name: 'a tablet', viewport: { width: 820, height: 1180 }, most: 3 },
]) {
  test(`on ${device.name}, toasts sit below the header, at most ${device.most} at a time`, async ({ page, request }) => {
    const scent = await createProduct(request, { name: `Vetiver Toast ${Math.random().toString(36).slice(2, 7)}`, price: 22, countInStock: 5 });
    await page.setViewportSize(device.viewport);
    await page.goto(`/explore-scents/${scent.id}`);
    await heartTwice(page, scent.name);
    const header = await page.locator('header').first().boundingBox();
    const toasts = visibleToasts(page);
    await expect(toasts.first()).toBeVisible();
    expect(await toasts.count()).toBeLessThanOrEqual(device.most);
    // Measured once each has slid in (sonner moves a new toast from above over 400 ms).
    await expect(page.locator('[data-sonner-toast][data-visible="true"]:not([data-mounted="true"])')).toHaveCount(0);
    await expect(async () => {
      for (const toast of await toasts.all()) {
        const box = await toast.boundingBox();
        expect(box!.y, 'a toast starts below the header').toBeGreaterThanOrEqual(header!.y + header!.height);
      }
    }).toPass({ timeout: 3_000 });
    if (device.most === 1) await expect(toasts).toHaveCount(1);
  });
}
