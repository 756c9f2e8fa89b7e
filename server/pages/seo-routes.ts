import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { RawBody } from '#server/catalogue-cache/catalogue-cache.ts';
import { respondWith } from '#server/catalogue-cache/cached-response.ts';
import { robotsTxt, sitemapXml } from './robots-and-sitemap.ts';
import { siteOrigin } from './serve-page.ts';

/** /robots.txt and /sitemap.xml, with absolute URLs on the site's origin. */
export const seoRoutes = new Hono<AppEnv>()
  .get('/robots.txt', (c) => c.text(robotsTxt(siteOrigin(c)), 200, { 'cache-control': 'public, max-age=3600' }))
  .get('/sitemap.xml', async (c) => {
    const origin = siteOrigin(c);
    const { db, catalogueCache } = c.var.deps;
    // Kept with the catalogue's answers: rebuilt after any product changes, on every instance.
    const entry = await catalogueCache.load(
      `sitemap:${origin}`,
      async () => new RawBody(Buffer.from(await sitemapXml(db, origin)), 'application/xml; charset=utf-8'),
    );
    return respondWith(c, entry);
  });
