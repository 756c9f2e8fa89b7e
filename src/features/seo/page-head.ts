import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, localizedPath } from '#domain/i18n/locales.ts';
import { SITE_NAME } from '#domain/site.ts';
import { locale } from '#src/platform/locale.ts';

// A page's own head (TanStack Router's route `head()`): its title, description, canonical URL,
// Open Graph and Twitter card, and its structured data. What a chat preview or a search engine
// reads of a shared link; the router escapes the JSON-LD so no text can close its script.

export const DESCRIPTION_MAX = 160;

/** The text cut at a word to at most `max` characters, with an ellipsis when cut. */
export function shortDescription(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** An absolute URL on the site for a path, or the URL itself when it already is one. */
export const absoluteUrl = (origin: string, pathOrUrl: string) => new URL(pathOrUrl, `${origin}/`).href;

export type PageHeadInput = {
  origin: string;
  /** The page's path in any language (`/cart`): its canonical URL is this language's (`/fr/cart`). */
  path: string;
  /** Without the site's name: it is added (`<title> · Sillage`), unless `fullTitle` is given. */
  title: string;
  fullTitle?: string;
  description: string;
  ogType?: 'website' | 'product';
  image?: string | undefined;
  jsonLd?: object[];
};

type Meta = Record<string, unknown>;

export function pageHead({ origin, path, title, fullTitle = `${title} · ${SITE_NAME}`, description, ogType = 'website', image, jsonLd = [] }: PageHeadInput) {
  const url = absoluteUrl(origin, localizedPath(locale, path));
  const text = shortDescription(description);
  const meta: Meta[] = [
    { title: fullTitle },
    { name: 'description', content: text },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: ogType },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: text },
    { property: 'og:url', content: url },
    ...(image ? [{ property: 'og:image', content: absoluteUrl(origin, image) }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    ...jsonLd.map((data) => ({ 'script:ld+json': data })),
  ];
  // The page in each language, and which one a searcher of another language gets (issue 24).
  const alternates = [...LOCALES, 'x-default' as const].map((l) => ({
    rel: 'alternate',
    hrefLang: l === 'x-default' ? l : LANGUAGE_TAGS[l],
    href: absoluteUrl(origin, localizedPath(l === 'x-default' ? DEFAULT_LOCALE : l, path)),
  }));
  return { meta, links: [{ rel: 'canonical', href: url }, ...alternates] };
}

/** Home › Explore Scents › … as schema.org reads a trail. */
export function breadcrumbList(origin: string, trail: Array<{ name: string; path: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: step.name, item: absoluteUrl(origin, step.path) })),
  };
}
