// DESIGN §4 updates: a new build deployed while a tab is open shows "update available" (not while
// checking out or paying), and once accepted the tab runs the new build.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { messages } from '../domain/messages.ts';
import { registerAccount } from './support/accounts.ts';
import { type AppStand, startAppStand } from './support/app-stand.ts';
import { openSignedIn } from './support/offline-session.ts';

const distDir = process.env.DIST_DIR ?? 'dist';
const nextBuild = `e2e-next-${Date.now().toString(36)}`;
let nextDir: string;
let stand: AppStand;

// The "new deployment": the same source built again with another build id, as CI would.
test.beforeAll(() => {
  test.setTimeout(240_000);
  nextDir = mkdtempSync(join(tmpdir(), 'sillage-next-'));
  execFileSync('npx', ['vite', 'build', '--outDir', nextDir, '--emptyOutDir', '--logLevel', 'error'], {
    env: { ...process.env, BUILD_ID: nextBuild },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
});
test.afterAll(() => rmSync(nextDir, { recursive: true, force: true }));
test.beforeEach(async ({ baseURL }) => {
  stand = await startAppStand(baseURL!, distDir);
});
test.afterEach(async () => {
  await stand.close();
});

const build = (page: Page) => page.evaluate(() => document.documentElement.dataset.build);
const updatePrompt = (page: Page) => page.getByRole('region', { name: 'Update available' });
// What the browser does now and then on its own, and the app every half hour and on focus.
const checkForUpdate = (page: Page) => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));

test('a new deployment shows the update prompt, held back on checkout, and the tab runs it once accepted', async ({ page, request }) => {
  const user = await registerAccount(request, 'Ulysse Update');
  await openSignedIn(page, stand.url, user, '/');
  const firstBuild = await build(page);
  expect(firstBuild).not.toBe(nextBuild);
  await expect(updatePrompt(page)).toHaveCount(0);

  stand.deploy(nextDir);
  await checkForUpdate(page);
  await expect(updatePrompt(page)).toBeVisible();
  await expect(updatePrompt(page)).toContainText(messages.updateAvailable);

  // Not while checking out: a reload there could lose the shopper's place.
  await page.getByRole('link', { name: 'Explore Scents' }).first().click();
  await expect(updatePrompt(page)).toBeVisible();
  await page.evaluate(() => history.pushState({}, '', '/shipping'));
  await page.goto(`${stand.url}/shipping`);
  await expect(page.getByRole('heading', { name: 'Shipping' })).toBeVisible();
  await expect(updatePrompt(page)).toHaveCount(0);
  expect(await build(page)).toBe(firstBuild);

  await page.goto(`${stand.url}/explore-scents`);
  await expect(updatePrompt(page)).toBeVisible();
  await updatePrompt(page).getByRole('button', { name: 'Update now' }).click();
  await page.waitForFunction((expected) => document.documentElement.dataset.build === expected, nextBuild);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore Scents');
  await expect(updatePrompt(page)).toHaveCount(0);
});
