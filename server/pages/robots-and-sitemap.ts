import { desc, eq } from 'drizzle-orm';
import { CATALOGUE_PATH, productPath } from '#domain/catalogue-urls.ts';
import { SHOP_PAGE_SLUGS, shopPagePath } from '#domain/shop-pages.ts';
import type { Database } from '#server/db/client.ts';
import { products } from '#server/db/schema.ts';

/** Paths only a signed-in shopper or an admin sees, and the API: nothing for a search engine. */
export const PRIVATE_PATH_PREFIXES = ['/admin', '/api/', '/my-', '/order/', '/checkout', '/shipping', '/payment', '/place-order', '/saved'];

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Home, the catalogue, every published product (never a draft), each with when it last changed; the shop's own pages (issue 27). */
export async function sitemapXml(db: Database, origin: string): Promise<string> {
  const rows = await db.select({ id: products.id, updatedAt: products.updatedAt }).from(products).where(eq(products.isPublished, true)).orderBy(desc(products.updatedAt));
  const newest = rows[0]?.updatedAt.toISOString();
  const url = (path: string, lastmod: string | undefined) =>
    `  <url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url('/', newest),
    url(CATALOGUE_PATH, newest),
    ...rows.map((row) => url(productPath(row.id), row.updatedAt.toISOString())),
    ...SHOP_PAGE_SLUGS.map((slug) => url(shopPagePath(slug), undefined)),
    '</urlset>',
    '',
  ].join('\n');
}
