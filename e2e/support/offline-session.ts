// Signing a page in on any origin (the app stand has its own), the way the app stores a session
// (spec §3: 'userInfo' in localStorage), and waiting for its service worker.
import type { Page } from '@playwright/test';
import type { SessionUser } from './accounts.ts';
import { waitForServiceWorker } from './device.ts';

export async function openSignedIn(page: Page, origin: string, user: SessionUser, path = '/'): Promise<void> {
  await page.goto(`${origin}/`);
  await page.evaluate((stored) => localStorage.setItem('userInfo', JSON.stringify(stored)), user);
  await page.goto(`${origin}${path}`);
  await waitForServiceWorker(page);
}

export async function storeSession(page: Page, user: SessionUser): Promise<void> {
  await page.evaluate((stored) => localStorage.setItem('userInfo', JSON.stringify(stored)), user);
}
