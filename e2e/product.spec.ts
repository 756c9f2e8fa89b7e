import { expect, type Page, test } from '@playwright/test';
import { messages } from '../domain/messages.ts';
import { registerAccount, signInPage } from './support/accounts.ts';
import { createProduct } from './support/catalogue-api.ts';
import { expectNoSeriousAxeViolations, type PageErrors, recordPageErrors } from './support/page-health.ts';

const uniqueName = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const main = (page: Page) => page.getByRole('main');
const ratingRadios = (page: Page) => page.getByRole('radiogroup', { name: 'Rating' }).getByRole('radio');
const today = () => new Date().toISOString().slice(0, 10);

test.describe('product page (spec §2 product detail, §5, §8)', () => {
  let errors: PageErrors;
  test.beforeEach(({ page }) => {
    errors = recordPageErrors(page);
  });
  test.afterEach(() => {
    expect(errors.unexpected(), 'console errors and uncaught exceptions').toEqual([]);
  });

  test('a sold-out scent says so, and neither the stepper nor Add to Cart can be used', async ({ page, request }) => {
    const product = await createProduct(request, { name: uniqueName('Iris Absent'), price: 21.5, countInStock: 0 });
    await page.goto(`/explore-scents/${product.id}`);
    await expect(main(page).getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(main(page).getByText(messages.outOfStock, { exact: true })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(main(page).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await expect(main(page).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(main(page).getByText('$21.50', { exact: true })).toBeVisible();
    // …in Canadian dollars, said beside it (issue 27).
    await expect(main(page).getByTitle('Canadian dollars')).toHaveText('CAD');
  });

  test('a scarce scent hurries the shopper; the stepper stays within 1 and the stock; Add to Cart opens the cart', async ({ page, request }) => {
    const product = await createProduct(request, { name: uniqueName('Neroli Brief'), price: 18, countInStock: 3 });
    await page.goto(`/explore-scents/${product.id}`);
    await expect(main(page).getByText(messages.lowStock(3), { exact: true })).toBeVisible();
    expect(messages.lowStock(3)).toBe("Hurry, there's only 3 left!");

    const quantity = main(page).getByRole('group', { name: `Quantity of ${product.name}` });
    const decrease = main(page).getByRole('button', { name: 'Decrease quantity' });
    const increase = main(page).getByRole('button', { name: 'Increase quantity' });
    await expect(quantity).toContainText('1');
    await expect(decrease).toBeDisabled();
    await increase.click();
    await increase.click();
    await expect(quantity).toContainText('3');
    await expect(increase).toBeDisabled();
    await expect(decrease).toBeEnabled();
    await decrease.click();
    await expect(quantity).toContainText('2');

    await main(page).getByRole('button', { name: 'Add to Cart' }).click();
    const cart = page.getByRole('dialog', { name: 'Your Cart (2)' });
    await expect(cart).toBeVisible();
    await expect(cart.getByRole('heading', { name: product.name })).toBeVisible();
  });

  test('shows notes, longevity, season, gender, rating, gallery and reviews; signed out it asks to sign in', async ({ page, request }) => {
    const list = (await (await request.get('/api/products/featured')).json()) as { id: string; name: string; numReviews: number }[];
    const reviewed = list.find((p) => p.numReviews > 0);
    expect(reviewed, 'a featured demo scent with reviews').toBeTruthy();
    await page.goto(`/explore-scents/${reviewed!.id}`);

    await expect(main(page).getByRole('heading', { level: 1, name: reviewed!.name })).toBeVisible();
    for (const notes of ['Top notes', 'Heart notes', 'Base notes']) {
      await expect(main(page).getByRole('heading', { name: notes })).toBeVisible();
    }
    const longevity = main(page).getByRole('meter', { name: 'Longevity' });
    await expect(longevity).toHaveAttribute('aria-valuemin', '1');
    await expect(longevity).toHaveAttribute('aria-valuemax', '5');
    await expect(longevity).toHaveAttribute('aria-valuenow', /^[1-5]$/);
    await expect(main(page).getByRole('img', { name: /^Season: / })).toBeVisible();
    await expect(main(page).getByRole('img', { name: /^Gender: / })).toBeVisible();
    await expect(
      main(page)
        .getByRole('img', { name: /^Rated [\d.]+ out of 5$/ })
        .first(),
    ).toBeVisible();
    await expect(main(page).getByRole('img', { name: new RegExp(`^${reviewed!.name}, image \\d of 3$`) })).toHaveCount(3);

    const reviews = main(page).getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByRole('heading', { name: 'Customer Reviews' })).toBeVisible();
    await expect(reviews.getByRole('listitem')).toHaveCount(reviewed!.numReviews);
    await expect(reviews.locator('time').first()).toHaveText(/^\d{4}-\d{2}-\d{2}$/);

    const signIn = reviews.getByRole('link', { name: 'Sign in to write a review' });
    await expect(signIn).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(`/explore-scents/${reviewed!.id}`)}`);
    await expect(page.getByRole('radiogroup', { name: 'Rating' })).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: 'Go Back' })).toBeVisible();

    await expectNoSeriousAxeViolations(page);
  });

  test('a review: half-star radios, both fields required, shown as text once posted, only once per shopper', async ({ page, request }) => {
    const product = await createProduct(request, { name: uniqueName('Tonka Letter'), price: 25, countInStock: 9 });
    const shopper = await registerAccount(request, 'Rowan Reviewer');
    await signInPage(page, shopper, `/explore-scents/${product.id}`);
    const reviews = main(page).getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByText(messages.noReviews, { exact: true })).toBeVisible();

    // DESIGN §5: radios '1 star', '1.5 stars' … '5 stars' in a group named 'Rating'.
    await expectNoSeriousAxeViolations(page);
    const names = ['1 star', '1.5 stars', '2 stars', '2.5 stars', '3 stars', '3.5 stars', '4 stars', '4.5 stars', '5 stars'];
    const radios = ratingRadios(page);
    await expect(radios).toHaveCount(names.length);
    for (const [i, name] of names.entries()) await expect(radios.nth(i)).toHaveAccessibleName(name);

    // Nothing chosen, nothing written.
    const submit = main(page).getByRole('button', { name: 'Submit Review' });
    await submit.click();
    await expect(main(page).getByRole('alert')).toHaveText(messages.reviewIncomplete);

    // Clicking a star again takes half a star off, and a third click puts it back.
    const four = page.getByRole('radio', { name: '4 stars', exact: true });
    await four.click();
    await expect(four).toBeChecked();
    await four.click();
    await expect(page.getByRole('radio', { name: '3.5 stars', exact: true })).toBeChecked();
    await expect(four).not.toBeChecked();
    await four.click();
    await expect(four).toBeChecked();
    await four.click();
    // Arrow keys reach the half steps too.
    await page.getByRole('radio', { name: '3.5 stars', exact: true }).press('ArrowRight');
    await expect(four).toBeChecked();
    await four.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: '3.5 stars', exact: true })).toBeChecked();

    // A rating without a comment is still incomplete.
    await submit.click();
    await expect(main(page).getByRole('alert')).toHaveText(messages.reviewIncomplete);

    const comment = '<b>bold</b> & lingering';
    await main(page).getByLabel('Comment').fill(comment);
    await submit.click();
    await expect(page.getByText(messages.reviewSubmitted, { exact: true })).toBeVisible();
    const posted = reviews.getByRole('listitem').filter({ hasText: 'Rowan Reviewer' });
    await expect(posted).toBeVisible();
    await expect(posted.getByText(comment, { exact: true })).toBeVisible();
    await expect(posted.locator('b')).toHaveCount(0);
    await expect(posted.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeVisible();
    await expect(posted.locator('time')).toHaveText(today());
    await expect(reviews.getByText(messages.noReviews, { exact: true })).toHaveCount(0);
    await expect(main(page).getByRole('alert')).toHaveCount(0);

    // The same shopper again: spec §8 'Error, You already reviewed this!'. The server answers 400,
    // which the browser logs by itself.
    errors.allow(/Failed to load resource: the server responded with a status of 400/);
    await page.getByRole('radio', { name: '5 stars', exact: true }).click();
    await main(page).getByLabel('Comment').fill('Second thoughts');
    await submit.click();
    await expect(page.getByText(messages.reviewDuplicate, { exact: true })).toBeVisible();
    await expect(reviews.getByRole('listitem')).toHaveCount(1);
  });
});

test.describe('product page errors (spec §8)', () => {
  test("an unknown scent shows the server's message and a way back, never a blank page", async ({ page }) => {
    await page.goto('/explore-scents/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('alert')).toHaveText(messages.productNotFound);
    await expect(page.getByRole('link', { name: 'Go Back' })).toBeVisible();
  });
});
