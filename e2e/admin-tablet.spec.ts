import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { registerAccount } from './support/accounts.ts';
import { placeOrder, signInAsAdmin } from './support/admin.ts';
import { createProduct } from './support/catalogue-api.ts';
import { expectNoSeriousAxeViolations, type PageErrors, recordPageErrors } from './support/page-health.ts';

/** Interactive things in the page's main area smaller than 44 × 44 px (a checkbox or radio counts with its label). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const small: string[] = [];
    for (const el of main.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary')) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || el.closest('[hidden], .visually-hidden')) continue;
      const input = el instanceof HTMLInputElement ? el : null;
      const target = input && ['checkbox', 'radio', 'file'].includes(input.type) ? (el.closest('label') ?? el) : el;
      const box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.height < 44 || box.width < 44)
        small.push(
          `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }
    return small;
  });
}

/** The page, or a scrolling box in it (a table's wrapper), wider than the screen: something would hide off to the side. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => {
    if (document.documentElement.scrollWidth > window.innerWidth + 1) return true;
    return [...document.querySelectorAll<HTMLElement>('main *')].some((el) => {
      const overflow = getComputedStyle(el).overflowX;
      return (overflow === 'auto' || overflow === 'scroll') && el.scrollWidth > el.clientWidth + 1;
    });
  });

const tablets = [
  { name: 'portrait', viewport: { width: 768, height: 1024 } },
  { name: 'landscape', viewport: { width: 1024, height: 768 } },
] as const;

test.describe('admin on a tablet (768–1024 px), 44 px targets, axe', () => {
  let errors: PageErrors;
  test.beforeEach(({ page }) => {
    errors = recordPageErrors(page);
  });
  test.afterEach(() => {
    expect(errors.unexpected(), 'console errors and uncaught exceptions').toEqual([]);
  });

  for (const { name, viewport } of tablets) {
    test(`every admin screen fits ${viewport.width} px ${name}, with 44 px touch targets and no serious axe violations`, async ({ browser, request }) => {
      test.setTimeout(180_000); // five screens, each measured and checked with axe
      const context = await browser.newContext({ viewport, hasTouch: true });
      const page = await context.newPage();
      errors = recordPageErrors(page);
      const shopper = await registerAccount(request, 'Tablet Shopper');
      const product = await createProduct(request, { name: `Tablet Scent ${randomUUID().slice(0, 8)}`, price: 30, countInStock: 3 });
      // A paid and delivered order: the widest row of the order list.
      const order = await placeOrder(request, shopper.token, product.id);
      expect((await request.put(`/api/orders/${order.id}/pay`, { headers: { 'auth-token': shopper.token }, data: { testPayment: true } })).status()).toBe(200);
      const admin = await signInAsAdmin(page, request, '/admin/productlist');
      expect((await request.put(`/api/orders/${order.id}/deliver`, { headers: { 'auth-token': admin.token } })).status()).toBe(200);

      const screens = ['/admin/productlist', '/admin/orderlist', '/admin/userlist', `/admin/product/${product.id}/edit`, `/admin/user/${shopper.id}/edit`];
      for (const path of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await overflowsSideways(page), `${path} scrolls sideways`).toBe(false);
        expect(await smallTargets(page), `${path}: targets under 44 px`).toEqual([]);
        await expectNoSeriousAxeViolations(page);
      }

      // The dialogs too.
      await page.goto('/admin/productlist');
      await page.getByRole('button', { name: 'Create a Product' }).tap();
      await expect(page.getByRole('dialog', { name: 'Create a product?' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await context.close();
    });
  }

  test('on a phone the tables become cards that still name every value', async ({ browser, request }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await context.newPage();
    errors = recordPageErrors(page);
    await signInAsAdmin(page, request, '/admin/productlist');
    const firstRow = page.getByRole('row').nth(1);
    await expect(firstRow).toBeVisible();
    expect(await firstRow.evaluate((row) => getComputedStyle(row).display)).toBe('grid');
    expect(await firstRow.locator('td[data-label="Price"]').evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"Price"');
    expect(await overflowsSideways(page)).toBe(false);
    await expectNoSeriousAxeViolations(page);
    await context.close();
  });
});
