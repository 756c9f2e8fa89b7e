import { Hono } from 'hono';
import { messages } from '#domain/messages.ts';
import { LOCALES, type Locale } from '#domain/i18n/locales.ts';
import type { AppEnv } from '#server/app-env.ts';
import { badRequest, notFound } from '#server/http/http-error.ts';
import { isShopPageSlug } from '#domain/shop-pages.ts';
import { shopPage } from './shop-pages.ts';

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/**
 * Mounted at /api/shop-pages: the same for everybody, so kept by browsers and the service worker a
 * while. The language is in the URL (`?lang=fr`; none is English), not in Accept-Language: those
 * caches keep an answer by its URL alone, and would give a French page's text to an English one.
 */
export const shopPageRoutes = new Hono<AppEnv>().get('/:slug', (c) => {
  const slug = c.req.param('slug');
  if (!isShopPageSlug(slug)) throw notFound(messages.pageNotFound);
  const lang = c.req.query('lang') ?? 'en';
  if (!isLocale(lang)) throw badRequest(messages.shopPageLanguageInvalid);
  return c.json(shopPage(slug, c.var.deps.env.shopEmail, lang), 200, { 'cache-control': 'public, max-age=300' });
});
