import * as m from '#messages';
import { CATALOGUE_PATH, productPath } from '#domain/catalogue-urls.ts';
import type { Product } from '#domain/schemas/product.ts';
import { SITE_CURRENCY } from '#domain/site.ts';
import { locale } from '#src/platform/locale.ts';
import { absoluteUrl, breadcrumbList, pageHead, shortDescription } from './page-head.ts';

/**
 * A French page's head describes the scent in French once written, else in English (a head's text
 * carries no lang). `locale` is a constant of each build: the English shell keeps just
 * `product.description`, and this stays out of domain/product-texts.ts, which the shell would carry.
 */
const describedAs = (product: Product) => (locale === 'fr' && product.descriptionFr) || product.description;

/** schema.org Product: what a search engine shows as a rich result (price, stock, rating). */
export function productJsonLd(product: Product, origin: string) {
  const url = absoluteUrl(origin, productPath(product.id));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: shortDescription(describedAs(product), 5000),
    image: absoluteUrl(origin, product.image),
    brand: { '@type': 'Brand', name: product.brand },
    url,
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: SITE_CURRENCY,
      availability: product.countInStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    },
    ...(product.numReviews > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.numReviews } } : {}),
  };
}

/** A product page's head: `<name> · Sillage`, its description, picture, Product and breadcrumbs. */
export function productHead(product: Product, origin: string) {
  const path = productPath(product.id);
  return pageHead({
    origin,
    path,
    title: product.name,
    description: describedAs(product),
    ogType: 'product',
    image: product.image,
    jsonLd: [
      productJsonLd(product, origin),
      breadcrumbList(origin, [
        { name: m.breadcrumb_home(), path: '/' },
        { name: m.catalogue_title(), path: CATALOGUE_PATH },
        { name: product.name, path },
      ]),
    ],
  });
}
