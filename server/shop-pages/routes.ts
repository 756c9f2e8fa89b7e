import { Hono } from 'hono';
import { messages } from '#domain/messages.ts';
import type { AppEnv } from '#server/app-env.ts';
import { notFound } from '#server/http/http-error.ts';
import { isShopPageSlug } from '#domain/shop-pages.ts';
import { shopPage } from './shop-pages.ts';

/** Mounted at /api/shop-pages: the same for everybody, so kept by browsers and the service worker a while. */
export const shopPageRoutes = new Hono<AppEnv>().get('/:slug', (c) => {
  const slug = c.req.param('slug');
  if (!isShopPageSlug(slug)) throw notFound(messages.pageNotFound);
  return c.json(shopPage(slug, c.var.deps.env.shopEmail), 200, { 'cache-control': 'public, max-age=300' });
});
