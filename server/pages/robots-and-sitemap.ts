import { desc, eq } from 'drizzle-orm';
import { CATALOGUE_PATH, productPath } from '#domain/catalogue-urls.ts';
import { LANGUAGE_TAGS, LOCALES, localizedPath } from '#domain/i18n/locales.ts';
import { SHOP_PAGE_SLUGS, shopPagePath } from '#domain/shop-pages.ts';
import type { Database } from '#server/db/client.ts';
import { products } from '#server/db/schema.ts';

/** Paths only a signed-in shopper or an admin sees, and the API: nothing for a search engine. */
export const PRIVATE_PATH_PREFIXES = ['/admin', '/api/', '/my-', '/order/', '/checkout', '/shipping', '/payment', '/place-order', '/saved'];

export function robotsTxt(origin: string): string {
  // The private pages in each language: the French ones are under /fr (issue 24). The API is one.
  const pages = PRIVATE_PATH_PREFIXES.filter((prefix) => prefix !== '/api/');
  const disallowed = ['/api/', ...LOCALES.flatMap((locale) => pages.map((prefix) => localizedPath(locale, prefix)))];
  return ['User-agent: *', 'Allow: /', ...disallowed.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Home, the catalogue, every published product (never a draft), each with when it last changed;
 * the shop's own pages (issue 27). Each in English and in French, each naming both (and English
 * as the default) as search engines read a page's languages from a sitemap (issue 24).
 */
export async function sitemapXml(db: Database, origin: string): Promise<string> {
  const rows = await db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.isPublished, true))
    .orderBy(desc(products.updatedAt));
  const newest = rows[0]?.updatedAt.toISOString();
  const link = (hreflang: string, page: string, locale: (typeof LOCALES)[number]) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${origin}${localizedPath(locale, page)}`)}"/>`;
  const alternates = (page: string) => [...LOCALES.map((locale) => link(LANGUAGE_TAGS[locale], page, locale)), link('x-default', page, 'en')].join('');
  const urls = (page: string, lastmod: string | undefined) =>
    LOCALES.map(
      (locale) =>
        `  <url><loc>${escapeXml(`${origin}${localizedPath(locale, page)}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates(page)}</url>`,
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls('/', newest),
    ...urls(CATALOGUE_PATH, newest),
    ...rows.flatMap((row) => urls(productPath(row.id), row.updatedAt.toISOString())),
    ...SHOP_PAGE_SLUGS.flatMap((slug) => urls(shopPagePath(slug), undefined)),
    '</urlset>',
    '',
  ].join('\n');
}
