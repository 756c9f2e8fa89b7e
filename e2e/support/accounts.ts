// Accounts for browser tests: every test makes its own shopper through the real API, so no
// test depends on another's writes; the page is signed in the way the app itself stores a
// session (spec §3: 'userInfo' in localStorage).
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type SessionUser = { id: string; _id: string; name: string; email: string; isAdmin: boolean; token: string };
export type TestAccount = SessionUser & { password: string };

export const ADMIN = { email: 'admin@example.com', password: 'Admin123!' } as const;

export function uniqueEmail(prefix = 'shopper'): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@example.com`;
}

export async function registerAccount(request: APIRequestContext, name = 'Ava Test'): Promise<TestAccount> {
  const password = 'Sample123!';
  const res = await request.post('/api/users/register', { data: { name, email: uniqueEmail(), password } });
  expect(res.status(), await res.text()).toBe(201);
  const { user } = (await res.json()) as { user: SessionUser };
  return { ...user, password };
}

export async function logInApi(request: APIRequestContext, email: string, password: string): Promise<SessionUser> {
  const res = await request.post('/api/users/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { user: SessionUser }).user;
}

/** Stores the session as the app does and reloads, so the app starts signed in. */
export async function signInPage(page: Page, user: SessionUser, path = '/'): Promise<void> {
  await page.goto(path);
  await page.evaluate((stored) => localStorage.setItem('userInfo', JSON.stringify(stored)), user);
  await page.reload();
  // A private page first sent the signed-out visitor to /login, which the server renders signed
  // out: once the page has hydrated and found the session, it moves on to where it was going.
  // Wait for that, so a test never types into the sign-in form on its way out.
  if (!isExpired(user.token)) {
    await expect(page.getByRole('button', { name: `Hi, ${user.name.trim().split(/\s+/)[0]}` })).toBeVisible();
    if (new URL(page.url()).pathname === '/login') await page.waitForURL((url) => url.pathname !== '/login', { timeout: 3000 }).catch(() => undefined);
  }
}

function isExpired(token: string): boolean {
  try {
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: number };
    return typeof exp !== 'number' || exp * 1000 <= Date.now();
  } catch {
    return true;
  }
}

/** A JWT-shaped token whose `exp` lies in the past (spec §4: an expired token counts as signed out). */
export function expiredToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const past = Math.floor(Date.now() / 1000) - 3600;
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'someone', jti: randomUUID(), iat: past - 60, exp: past })}.c2lnbmF0dXJl`;
}
