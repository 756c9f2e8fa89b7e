import { expect, test } from '@playwright/test';

test('the shell loads and a deep link reloads into the app', async ({ page }) => {
  await page.goto('/explore-scents/does-not-exist-yet');
  await expect(page).toHaveTitle(/Sillage/);
});
