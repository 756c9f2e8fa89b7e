import { Hono } from 'hono';
import { CATEGORIES, CURRENCY } from '#domain/enums.ts';
import type { AppEnv } from '#server/app-env.ts';

/** GET /api/config/paypal: what the browser needs to show the PayPal buttons, and how long it has to pay. */
export const paypalConfigRoutes = new Hono<AppEnv>().get('/paypal', (c) => {
  const { env } = c.var.deps;
  return c.json({
    clientId: env.paypal.clientId,
    currency: CURRENCY,
    testPayments: env.testPayments,
    sdkUrl: env.paypal.sdkUrl,
    orderHoldMinutes: env.orderHoldMs / 60_000,
  });
});

const categoryNames: Record<(typeof CATEGORIES)[number], string> = { standard: 'Standard', premium: 'Premium' };

/** GET /api/categories: the two product categories of spec §3. */
export const categoryRoutes = new Hono<AppEnv>().get('/', (c) => {
  c.header('cache-control', 'public, max-age=300');
  return c.json(CATEGORIES.map((id) => ({ id, _id: id, name: categoryNames[id] })));
});
