// When the service worker starts (docs/decisions/2026-12-01-worker-once-settled.md): once the page
// has settled, so that its first keeping does not share the shopper's first seconds; the shop
// still ends up kept for offline. (poor-line.spec.ts holds "Ready to use offline" to its 20 s.)
import { expect, test } from '@playwright/test';
import type { ProductPage } from '../domain/schemas/product.ts';
import { recordWorkerRegistration, waitForServiceWorker, workerTimeline } from './support/device.ts';

test('a first visit asks for the service worker only once the page has settled, and the worker then keeps the shop for offline', async ({ page }) => {
  await recordWorkerRegistration(page);
  const { products } = (await (await page.request.get('/api/products?pageNumber=1')).json()) as ProductPage;
  await page.goto(`/explore-scents/${products[0]!.id}`);
  await waitForServiceWorker(page);
  const { settledAt, registeredAt } = await workerTimeline(page);
  expect(settledAt, 'the page marked when it settled').toBeDefined();
  expect(registeredAt, 'the worker was asked for').toBeDefined();
  expect(registeredAt!, 'the worker asked for once the page had settled').toBeGreaterThanOrEqual(settledAt!);
});
