import { expect, type Locator, type Page, test } from '@playwright/test';
import { waitForInteractive } from './support/interactive.ts';
import { expectNoSeriousAxeViolations, type PageErrors, recordPageErrors } from './support/page-health.ts';

const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]');
/** The slide on show: the others are hidden from assistive technology (and inert). */
const currentSlide = (page: Page) => carousel(page).getByRole('group');

async function featuredCount(page: Page): Promise<number> {
  const res = await page.request.get('/api/products/featured');
  return ((await res.json()) as unknown[]).length;
}

async function swipe(target: Locator, fromX: number, toX: number) {
  await target.evaluate(
    (el, [from, to]) => {
      const box = el.getBoundingClientRect();
      const y = box.top + box.height / 2;
      const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: box.left + x, clientY: y });
      el.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(from!)], changedTouches: [touch(from!)] }));
      el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(to!)] }));
    },
    [fromX, toX],
  );
}

test.describe('home (spec §1 offer and steps, §4 carousel)', () => {
  let errors: PageErrors;
  test.beforeEach(({ page }) => {
    errors = recordPageErrors(page);
  });
  test.afterEach(() => {
    expect(errors.unexpected(), 'console errors and uncaught exceptions').toEqual([]);
  });

  test('the hero offers a chosen scent plus a surprise, 25% off this month; the three steps follow', async ({ page }) => {
    await page.goto('/');
    const month = new Intl.DateTimeFormat('en-US', { month: 'long' }).format(new Date());
    const hero = page.getByRole('region', { name: 'Two scents, one ritual.' });
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero.getByText(/complimentary surprise scent/)).toBeVisible();
    await expect(hero.getByText(new RegExp(`All through ${month}, your duo is 25% off`))).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Choose your scent' })).toHaveAttribute('href', '/explore-scents');

    const steps = page.getByRole('region', { name: 'Three steps to your signature' }).getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0).getByRole('heading')).toHaveText('Pick a scent');
    await expect(steps.nth(1).getByRole('heading')).toHaveText('Activate subscription');
    await expect(steps.nth(2).getByRole('heading')).toHaveText('Receive fragrance');

    await expect(currentSlide(page).getByRole('article').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  for (const { width, perSlide } of [
    { width: 700, perSlide: 1 },
    { width: 1000, perSlide: 2 },
    { width: 1280, perSlide: 3 },
  ]) {
    test(`at ${width} px the carousel shows ${perSlide} featured scent(s) per slide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const total = await featuredCount(page);
      const slides = Math.ceil(total / perSlide);
      expect(slides, 'enough featured scents for several slides').toBeGreaterThan(1);

      await expect(carousel(page)).toHaveAccessibleName('Featured Scents');
      await carousel(page).scrollIntoViewIfNeeded();
      await expect(currentSlide(page)).toHaveCount(1);
      await expect(currentSlide(page)).toHaveAccessibleName(`1 of ${slides}`);
      await expect(currentSlide(page).getByRole('article')).toHaveCount(perSlide);
      await expect(currentSlide(page).getByRole('article').first()).toBeInViewport();

      await carousel(page).getByRole('button', { name: 'Next slide' }).click();
      await expect(currentSlide(page)).toHaveAccessibleName(`2 of ${slides}`);
      await expect(currentSlide(page).getByRole('article').first()).toBeInViewport();
      await carousel(page).getByRole('button', { name: 'Previous slide' }).click();
      await expect(currentSlide(page)).toHaveAccessibleName(`1 of ${slides}`);
      // Before the first slide comes the last.
      await carousel(page).getByRole('button', { name: 'Previous slide' }).click();
      await expect(currentSlide(page)).toHaveAccessibleName(`${slides} of ${slides}`);
    });
  }

  test('the carousel never moves by itself; arrow keys and swipes move it', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 900 });
    // The page's clock is the test's: a minute of it passes at once, so a timer that would move
    // the carousel fires within the test, however slow the machine.
    await page.clock.install();
    await page.goto('/');
    const slides = Math.ceil((await featuredCount(page)) / 2);
    await expect(currentSlide(page)).toHaveAccessibleName(`1 of ${slides}`);
    await waitForInteractive(page);
    await page.clock.runFor(60_000);
    await expect(currentSlide(page)).toHaveAccessibleName(`1 of ${slides}`);

    const next = carousel(page).getByRole('button', { name: 'Next slide' });
    await next.focus();
    await page.keyboard.press('ArrowRight');
    await expect(currentSlide(page)).toHaveAccessibleName(`2 of ${slides}`);
    await page.keyboard.press('ArrowLeft');
    await expect(currentSlide(page)).toHaveAccessibleName(`1 of ${slides}`);

    const track = currentSlide(page);
    await swipe(track, 300, 100);
    await expect(currentSlide(page)).toHaveAccessibleName(`2 of ${slides}`);
    await swipe(currentSlide(page), 100, 300);
    await expect(currentSlide(page)).toHaveAccessibleName(`1 of ${slides}`);
    // A tap (tiny movement) is not a swipe.
    await swipe(currentSlide(page), 200, 210);
    await expect(currentSlide(page)).toHaveAccessibleName(`1 of ${slides}`);
  });
});
