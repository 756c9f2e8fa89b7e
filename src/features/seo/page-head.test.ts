import { describe, expect, it } from 'vitest';
import type { Product } from '#domain/schemas/product.ts';
import { DESCRIPTION_MAX, pageHead, shortDescription } from './page-head.ts';
import { productHead, productJsonLd } from './product-head.ts';
import { catalogueHead, homeHead } from './site-heads.ts';

const origin = 'https://shop.example';

const product = (overrides: Partial<Product> = {}): Product =>
  ({
    id: '0b7f6a52-8c1e-4c57-9a53-2f1c9d1f0a11',
    _id: '0b7f6a52-8c1e-4c57-9a53-2f1c9d1f0a11',
    name: 'Jardin de Minuit',
    description: 'A walled garden after dark: jasmine and tuberose opening under a juicy pear.',
    image: '/uploads/jardin.webp',
    brand: 'Maison Verelle',
    price: 32,
    countInStock: 3,
    rating: 4.5,
    numReviews: 2,
    ...overrides,
  }) as Product;

const metaContent = (head: { meta: Array<Record<string, unknown>> }, key: string) => head.meta.find((m) => m.name === key || m.property === key)?.content;
const jsonLdOf = (head: { meta: Array<Record<string, unknown>> }) =>
  head.meta.filter((m) => 'script:ld+json' in m).map((m) => m['script:ld+json'] as Record<string, any>);

describe('shortDescription', () => {
  it('keeps a short text as it is, whitespace folded', () => {
    expect(shortDescription('  Jasmine\n and  pear. ')).toBe('Jasmine and pear.');
  });
  it('cuts a long text at a word, within the limit, with an ellipsis', () => {
    const text = 'word '.repeat(60);
    const short = shortDescription(text);
    expect(short.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(short.endsWith('word…')).toBe(true);
  });
});

describe('product head', () => {
  it('names the product, describes it and points every URL at the site', () => {
    const head = productHead(product(), origin);
    expect(head.meta[0]).toEqual({ title: 'Jardin de Minuit · Sillage' });
    expect(metaContent(head, 'description')).toBe(product().description);
    expect(metaContent(head, 'og:type')).toBe('product');
    expect(metaContent(head, 'og:image')).toBe('https://shop.example/uploads/jardin.webp');
    expect(metaContent(head, 'og:url')).toBe(`https://shop.example/explore-scents/${product().id}`);
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    const path = `/explore-scents/${product().id}`;
    expect(head.links).toEqual([
      { rel: 'canonical', href: `https://shop.example${path}` },
      { rel: 'alternate', hrefLang: 'en-CA', href: `https://shop.example${path}` },
      { rel: 'alternate', hrefLang: 'fr-CA', href: `https://shop.example/fr${path}` },
      { rel: 'alternate', hrefLang: 'x-default', href: `https://shop.example${path}` },
    ]);
  });

  it('keeps an image that is already absolute', () => {
    const head = productHead(product({ image: 'https://cdn.example/x.webp' }), origin);
    expect(metaContent(head, 'og:image')).toBe('https://cdn.example/x.webp');
  });

  it('describes a long product in at most 160 characters', () => {
    const head = productHead(product({ description: 'jasmine '.repeat(40) }), origin);
    expect(String(metaContent(head, 'description')).length).toBeLessThanOrEqual(160);
  });

  it('offers the price in CAD with its stock, and a rating only when there are reviews', () => {
    const ld = productJsonLd(product(), origin);
    expect(ld.offers).toMatchObject({ price: '32.00', priceCurrency: 'CAD', availability: 'https://schema.org/InStock' });
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 });
    expect(ld.brand).toEqual({ '@type': 'Brand', name: 'Maison Verelle' });

    const soldOut = productJsonLd(product({ countInStock: 0, numReviews: 0, rating: 0 }), origin);
    expect(soldOut.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(soldOut).not.toHaveProperty('aggregateRating');
  });

  it('carries a breadcrumb trail Home › Explore Scents › the product', () => {
    const [, crumbs] = jsonLdOf(productHead(product(), origin));
    expect(crumbs!['@type']).toBe('BreadcrumbList');
    expect(crumbs!.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item])).toEqual([
      ['Home', 'https://shop.example/'],
      ['Explore Scents', 'https://shop.example/explore-scents'],
      ['Jardin de Minuit', `https://shop.example/explore-scents/${product().id}`],
    ]);
  });

  it('keeps hostile text as data: JSON.stringify of the head reads back the same name', () => {
    const name = '</script><script>alert(1)</script>';
    const [ld] = jsonLdOf(productHead(product({ name }), origin));
    expect(JSON.parse(JSON.stringify(ld)).name).toBe(name);
  });
});

describe('site heads', () => {
  it('the home page is the WebSite with a search action on the catalogue', () => {
    const head = homeHead(origin);
    expect(head.meta[0]).toEqual({ title: 'Sillage · Fragrance samples' });
    const [site] = jsonLdOf(head);
    expect(site).toMatchObject({ '@type': 'WebSite', url: 'https://shop.example/' });
    expect(site!.potentialAction.target.urlTemplate).toBe('https://shop.example/explore-scents/search/{search_term_string}');
  });

  it('a catalogue page names its keyword and page, and is its own canonical', () => {
    const head = catalogueHead(origin, { keyword: 'rose & oud', page: 2 });
    expect(head.meta[0]).toEqual({ title: 'Scents matching “rose & oud”, page 2 · Sillage' });
    expect(head.links[0]!.href).toBe('https://shop.example/explore-scents/search/rose%20%26%20oud/page/2');
    expect(catalogueHead(origin, { page: 1 }).links[0]!.href).toBe('https://shop.example/explore-scents');
  });

  it('a page without a picture gets a plain summary card', () => {
    expect(metaContent(pageHead({ origin, path: '/cart', title: 'Your Cart', description: 'x' }), 'twitter:card')).toBe('summary');
  });
});
