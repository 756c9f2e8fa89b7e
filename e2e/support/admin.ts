// Admin sessions and test images for the admin journeys. Images are made on the fly with sharp
// (a real PNG the server's re-encoder accepts), so no binary fixtures live in the repo.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, logInApi, type SessionUser, signInPage } from './accounts.ts';

/** The tablet of the issue: an iPad Pro held in portrait. */
export const TABLET_PORTRAIT = { width: 1024, height: 1366 } as const;

export async function signInAsAdmin(page: Page, request: APIRequestContext, path = '/'): Promise<SessionUser> {
  const admin = await logInApi(request, ADMIN.email, ADMIN.password);
  await signInPage(page, admin, path);
  return admin;
}

export async function pngFile(name: string, colour: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 96, height: 96, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A placed order for a fresh shopper (the admin screens need orders; the demo data has none). */
export async function placeOrder(request: APIRequestContext, token: string, productId: string): Promise<{ id: string; createdAt: string; totalPrice: number }> {
  const res = await request.post('/api/orders', {
    headers: { 'auth-token': token },
    data: {
      orderItems: [{ product: productId, qty: 1 }],
      shippingAddress1: '12 Rue Sainte-Catherine',
      city: 'Montreal',
      postalCode: 'H2X 1K4',
      state: 'QC',
      country: 'Canada',
      phoneNumber: '514-555-1234',
      paymentMethod: 'PayPal',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; createdAt: string; totalPrice: number };
}
