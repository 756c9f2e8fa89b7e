import { expect, test } from '@playwright/test';
import { messages } from '../domain/messages.ts';
import { registerAccount, signInPage } from './support/accounts.ts';
import { addFromProductPage, cartDialog, closeCart } from './support/cart.ts';
import { createProduct } from './support/catalogue-api.ts';

const uniqueName = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

test.describe('cart (spec §2 cart modal, §4 cart actions, §9 prices)', () => {
  test('adding two scents: title counts quantities, totals follow the price rules, re-adding replaces the quantity', async ({ page, request }) => {
    const first = await createProduct(request, { name: uniqueName('Ambre Nuit'), price: 30, countInStock: 10 });
    const second = await createProduct(request, { name: uniqueName('Iris Pale'), price: 12.5, countInStock: 10 });
    const pageErrors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && pageErrors.push(message.text())));
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await addFromProductPage(page, first.id, 2);
    await expect(page.getByRole('dialog', { name: 'Your Cart (2)' })).toBeVisible();
    await closeCart(page);

    await addFromProductPage(page, second.id);
    const dialog = page.getByRole('dialog', { name: 'Your Cart (3)' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: first.name })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: second.name })).toBeVisible();
    await expect(dialog.getByText('$30.00')).toBeVisible();
    await expect(dialog.getByText('$12.50')).toBeVisible();
    // items 72.50; shipping 15 % (not above 100) = 10.88; tax 13 % = 9.43; total 92.81
    await expect(dialog.getByText('$72.50')).toBeVisible();
    await expect(dialog.getByText('$10.88')).toBeVisible();
    await expect(dialog.getByText('$9.43')).toBeVisible();
    await expect(dialog.getByText('Total')).toBeVisible();
    await expect(dialog.getByTestId('cart-total')).toHaveText('$92.81 CAD');
    // Free shipping is said before the checkout (issue 53): the rule under $100, then that it applies.
    await expect(dialog.getByText('Shipping is free on orders over $100.00.')).toBeVisible();
    await expect(dialog.getByRole('link', { name: first.name })).toHaveAttribute('href', `/explore-scents/${first.id}`);
    await closeCart(page);
    await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();

    await addFromProductPage(page, first.id, 4);
    const over = page.getByRole('dialog', { name: 'Your Cart (5)' });
    await expect(over.getByText('Free shipping: your samples come to over $100.00.')).toBeVisible();
    await closeCart(page);

    // spec §4: a product already in the cart gets the new qty, it is not added on top.
    await addFromProductPage(page, first.id, 1);
    await expect(page.getByRole('dialog', { name: 'Your Cart (2)' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('the stepper stays within 1 and the stock; remove empties the cart', async ({ page, request }) => {
    const scarce = await createProduct(request, { name: uniqueName('Vetiver Rare'), price: 20, countInStock: 2 });
    await addFromProductPage(page, scarce.id);
    const dialog = cartDialog(page);
    const decrease = dialog.getByRole('button', { name: 'Decrease quantity' });
    const increase = dialog.getByRole('button', { name: 'Increase quantity' });
    await expect(decrease).toBeDisabled();
    await expect(increase).toBeEnabled();
    await increase.click();
    await expect(page.getByRole('dialog', { name: 'Your Cart (2)' })).toBeVisible();
    await expect(dialog.getByRole('group', { name: `Quantity of ${scarce.name}` })).toContainText('2');
    await expect(increase).toBeDisabled();
    await expect(decrease).toBeEnabled();
    await decrease.click();
    await expect(page.getByRole('dialog', { name: 'Your Cart (1)' })).toBeVisible();

    await dialog.getByRole('button', { name: `Remove ${scarce.name} from cart` }).click();
    await expect(page.getByRole('dialog', { name: 'Your Cart (0)' })).toBeVisible();
    await expect(dialog.getByText(messages.cartEmpty, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  test('an empty cart says so verbatim and cannot check out', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Cart, 0 items' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Cart (0)' });
    await expect(dialog.getByText(messages.cartEmpty, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/explore-scents$/);
    await expect(dialog).toBeHidden();
  });

  test('the backdrop is static: a click outside keeps the modal open, Escape closes it; the page behind does not scroll meanwhile', async ({ page }) => {
    await page.goto('/');
    const pageScrolls = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow !== 'hidden');
    expect(await pageScrolls()).toBe(true);
    await page.getByRole('button', { name: 'Cart, 0 items' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Cart (0)' });
    await expect(dialog).toBeVisible();
    // Held from the frame after the dialog's first (dialog.css.ts).
    await expect.poll(pageScrolls).toBe(false);
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await pageScrolls()).toBe(true);
  });

  test('once the page has settled the cart waits in it, closed: not seen, not announced, not reached by Tab, and it opens as before', async ({ page }) => {
    await page.goto('/');
    // The closed <dialog> the tap will only have to open (docs/decisions/2026-11-30-cart-in-page.md).
    await expect(page.locator('dialog')).toBeAttached({ timeout: 15_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(messages.cartEmpty, { exact: true })).toBeHidden();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') === null), `Tab ${i + 1} stayed out of the closed cart`).toBe(true);
    }
    await page.getByRole('button', { name: 'Cart, 0 items' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Cart (0)' });
    await expect(dialog.getByText(messages.cartEmpty, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: messages.closeCart })).toBeVisible();
  });

  test('checkout sends a signed-out shopper to sign in first, a signed-in one to /checkout', async ({ page, request }) => {
    const scent = await createProduct(request, { name: uniqueName('Neroli Clair'), price: 18, countInStock: 5 });
    await addFromProductPage(page, scent.id);
    await cartDialog(page).getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=(\/|%2F)checkout$/);
    await expect(cartDialog(page)).toBeHidden();

    const account = await registerAccount(request);
    await signInPage(page, account);
    await page.getByRole('button', { name: 'Cart, 1 items' }).click();
    await cartDialog(page).getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test("the page is the shopper's the moment the cart closes: while the cart fades out, what is behind it takes focus", async ({ page, request }) => {
    const scent = await createProduct(request, { name: uniqueName('Iris Poudré'), price: 20, countInStock: 5 });
    await addFromProductPage(page, scent.id);
    // The app's own cart (a tap before it started opens the early cart, which it then takes over).
    await expect(page.locator('dialog[data-state="open"]')).toBeVisible();
    // Read in the task that closes it (a mutation observer runs before anything else can): the
    // exit still plays, the dialog is no longer modal, and a control of the page takes focus. A
    // modal dialog made the page inert for its 300 ms exit: a field tapped on /checkout in that
    // time took no focus, and its keys went into the cart.
    await page.evaluate(() => {
      const dialog = document.querySelector('dialog[data-state="open"]') as HTMLDialogElement;
      const control = document.querySelector('main button:enabled') as HTMLButtonElement;
      (window as { atClose?: Promise<unknown> }).atClose = new Promise((resolve) => {
        new MutationObserver((_, observer) => {
          if (dialog.dataset.state !== 'closed') return;
          observer.disconnect();
          control.focus();
          resolve({
            exitPlays: dialog.open && dialog.getAnimations().length > 0,
            modal: dialog.matches(':modal'),
            pageTakesFocus: document.activeElement === control,
          });
        }).observe(dialog, { attributes: true, attributeFilter: ['data-state'] });
      });
    });
    await cartDialog(page).getByRole('button', { name: messages.closeCart }).click();
    expect(await page.evaluate(() => (window as { atClose?: Promise<unknown> }).atClose)).toEqual({ exitPlays: true, modal: false, pageTakesFocus: true });
    await expect(cartDialog(page)).toBeHidden();
  });

  test('the cart survives a reload and shows as a page at /cart', async ({ page, request }) => {
    const scent = await createProduct(request, { name: uniqueName('Santal Doux'), price: 25, countInStock: 5 });
    await addFromProductPage(page, scent.id, 3);
    await closeCart(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart (3)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: scent.name })).toBeVisible();
  });

  test('the cart is live across tabs', async ({ page, context, request }) => {
    const scent = await createProduct(request, { name: uniqueName('Rose Fumée'), price: 22, countInStock: 5 });
    const other = await context.newPage();
    await other.goto('/');
    await expect(other.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    await addFromProductPage(page, scent.id, 2);
    await expect(other.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  });
});
