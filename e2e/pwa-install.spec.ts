// DESIGN §4 install: a valid manifest (names, start URL, standalone, colours, 192/512 and maskable
// icons, screenshots), Chromium finds the app installable, the install button uses the browser's
// prompt; the runtime caches never hold an opaque answer.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { cacheEntries, waitForServiceWorker } from './support/device.ts';

type ManifestImage = { src: string; sizes: string; type: string; purpose?: string; form_factor?: string };
type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestImage[];
  screenshots: ManifestImage[];
};

test('the manifest is complete and every image in it has the size it declares', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as Manifest;
  expect(manifest).toMatchObject({ name: expect.stringContaining('Sillage'), short_name: 'Sillage', start_url: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const pngIcons = manifest.icons.filter((icon) => icon.type === 'image/png');
  expect(pngIcons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const image of [...pngIcons, ...manifest.screenshots]) {
    const file = await request.get(image.src);
    expect(file.status(), image.src).toBe(200);
    const meta = await sharp(await file.body()).metadata();
    expect(`${meta.width}x${meta.height}`, image.src).toBe(image.sizes);
  }
});

test('Chromium finds the app installable, the install button opens its prompt, and no runtime cache holds an opaque answer', async ({ baseURL }) => {
  // Playwright's usual contexts are off the record, where Chromium installs nothing and says only
  // that: a profile on disk gets every installability check (manifest, icons, worker).
  const profile = mkdtempSync(join(tmpdir(), 'sillage-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    ...(baseURL ? { baseURL } : {}),
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForServiceWorker(page);
    // Demo products only (other tests add products with the placeholder picture, newest first).
    await page.goto('/explore-scents?season=winter');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    const cdp = await context.newCDPSession(page);
    const installability = async () =>
      ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> }).installabilityErrors;
    await expect.poll(installability).toEqual([]);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: Array<{ message: string; critical: number }> };
    expect(errors).toEqual([]);

    // The browser offers its prompt (here, the event it fires, with a stand-in prompt): the footer
    // shows an install button that opens it.
    await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { prompted: boolean }).prompted = true;
        },
        userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
      });
      window.dispatchEvent(event);
    });
    const install = page.getByRole('contentinfo').getByRole('button', { name: 'Install the app' });
    await expect(install).toBeVisible();
    await install.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);

    // Images and catalogue answers seen so far are cached, none opaque, none of a signed-in call.
    // Lazy pictures further down load now, through the worker.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const runtimeEntries = async () => (await cacheEntries(page)).filter((entry) => entry.cache.startsWith('sillage-'));
    await expect.poll(async () => (await runtimeEntries()).some((entry) => entry.url.includes('/api/products'))).toBe(true);
    await expect.poll(async () => (await runtimeEntries()).some((entry) => entry.url.includes('/uploads/'))).toBe(true);
    const runtime = await runtimeEntries();
    for (const entry of runtime) {
      expect(entry.type, entry.url).not.toBe('opaque');
      expect(entry.status, entry.url).toBe(200);
      expect(entry.authenticated, entry.url).toBe(false);
      expect(entry.cacheControl ?? '', entry.url).not.toMatch(/no-store|private/);
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
