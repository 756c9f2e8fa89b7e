// The header on the phones and tablets people use (issue 53): signed in, the greeting, Saved and
// the cart sat 10–41 px past the right edge at 360–400 px and on an admin's 768 px tablet, so
// every signed-in page scrolled sideways. Nothing of the header may pass the screen's edges,
// whether the page would scroll or clip it, in English and in French, for a shopper and an admin.
import { expect, type Page, test } from '@playwright/test';
import { registerAccount, signInPage, type SessionUser } from './support/accounts.ts';
import { signInAsAdmin } from './support/admin.ts';
import { waitForInteractive } from './support/interactive.ts';
import { storeSession } from './support/offline-session.ts';

const PHONES = [320, 360, 375, 390, 400];
const TABLETS = [768, 1024];

/** Every element of the header whose box passes the viewport's left or right edge, as "tag text: left–right". */
async function outOfView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const element of document.querySelectorAll('header *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        out.push(
          `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}": ${Math.round(box.left)}–${Math.round(box.right)} of ${width}`,
        );
      }
    }
    if (document.documentElement.scrollWidth > width) out.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide`);
    return out;
  });
}

async function headerFitsAt(page: Page, widths: number[], paths: string[], greeting: string): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      await page.goto(path);
      await waitForInteractive(page);
      const account = page.getByRole('banner').getByRole('button', { name: greeting });
      await expect(account).toBeVisible();
      expect(await outOfView(page), `${path} at ${width} px`).toEqual([]);
      // The cart and the greeting stay whole, a finger wide: nothing cut to a sliver.
      for (const control of [page.getByRole('banner').getByRole('button', { name: /^(Cart|Panier)/ }), account]) {
        const box = (await control.boundingBox())!;
        expect(box.width, `${path} at ${width} px`).toBeGreaterThanOrEqual(44);
      }
    }
  }
}

test.describe('the header fits the screen, signed in', () => {
  test('a shopper with a long first name, on phones and tablets', async ({ page, request }) => {
    test.slow();
    const shopper: SessionUser = await registerAccount(request, 'Marie-Christine Lefebvre');
    await signInPage(page, shopper, '/');
    await headerFitsAt(page, [...PHONES, ...TABLETS], ['/', '/explore-scents', '/my-account'], 'Hi, Marie-Christine');
  });

  test('a shopper in French, where the greeting is longer', async ({ page, request }) => {
    test.slow();
    const shopper = await registerAccount(request, 'Marie Tremblay');
    await page.goto('/fr/');
    await storeSession(page, shopper);
    await headerFitsAt(page, [...PHONES, 768], ['/fr/', '/fr/explore-scents'], 'Bonjour, Marie');
  });

  test('an admin on a tablet and on a phone', async ({ page, request }) => {
    await signInAsAdmin(page, request, '/admin/productlist');
    const admin = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { name: string });
    await headerFitsAt(page, [360, 768, 1024], ['/admin/productlist', '/admin/orderlist'], `Hi, ${admin.name.split(/\s+/)[0]}`);
  });
});
