// A first visit to a landing page (the home page, the catalogue, a product) over a slow line:
// the page arrives with the API answers its first screen needs and a preload of its largest
// picture, so neither waits for the script to start and then ask (issue: performance). The shop
// takes those answers instead of fetching them (src/app/first-screen.ts); a page without them
// (the service worker's cached shell, any other route) works exactly as before.
import { OCCASIONS, SEASONS, VIBES } from '#domain/enums.ts';
import { apiPathKey, FIRST_SCREEN_ELEMENT_ID } from '#domain/first-screen.ts';
import { DETAIL_IMAGE_SIZES, GRID_CARD_IMAGE_SIZES, HERO_IMAGE_SIZES } from '#domain/image-layout.ts';
import { IMAGE_WIDTHS, variantUrl } from '#domain/image-variants.ts';

/** What a landing page needs: one public API read, and which picture of its answer is the largest paint. */
export type FirstScreenPlan = {
  apiPath: string;
  picture: (answer: unknown) => { src: string; sizes: string } | null;
};

const FILTERS = { occasion: OCCASIONS, vibe: VIBES, season: SEASONS } as const;
const pageNumber = (raw: string | undefined) => (raw === undefined ? 1 : /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null);

function decodeSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

type ImageHolder = { image?: unknown };
const imageOf = (value: unknown): string | null => {
  const image = (value as ImageHolder | null)?.image;
  return typeof image === 'string' ? image : null;
};
const firstImage = (list: unknown, sizes: string) => {
  const src = Array.isArray(list) ? imageOf(list[0]) : null;
  return src ? { src, sizes } : null;
};

/**
 * The API read behind a page URL, as the shop's routes make it (src/routes: the home page's
 * featured list, the catalogue's page with its keyword and filters, a product); null for others.
 * `pathname` is as the request sent it (percent-encoded): the keyword is decoded here, once.
 */
export function firstScreenPlan(pathname: string, search: string): FirstScreenPlan | null {
  if (pathname === '/') {
    return { apiPath: '/api/products/featured', picture: (answer) => firstImage(answer, HERO_IMAGE_SIZES) };
  }
  const catalogue = /^\/explore-scents(?:\/search\/([^/]+))?(?:\/page\/([^/]+))?\/?$/.exec(pathname);
  if (catalogue) {
    const decoded = catalogue[1] === undefined ? undefined : decodeSegment(catalogue[1]);
    const page = pageNumber(catalogue[2]);
    if (page === null || decoded === null) return null;
    const keyword = decoded?.trim();
    const given = new URLSearchParams(search);
    const params = new URLSearchParams();
    if (keyword) params.set('keyword', keyword);
    // As the shop reads them: an unknown value is no filter (src/features/catalogue/catalogue-search.ts).
    for (const [name, allowed] of Object.entries(FILTERS)) {
      const value = given.get(name);
      if (value && (allowed as readonly string[]).includes(value)) params.set(name, value);
    }
    params.set('pageNumber', String(page));
    return {
      apiPath: apiPathKey(`/api/products?${params.toString()}`),
      picture: (answer) => firstImage((answer as { products?: unknown } | null)?.products, GRID_CARD_IMAGE_SIZES),
    };
  }
  const product = /^\/explore-scents\/([0-9a-f-]{36})\/?$/i.exec(pathname);
  if (product) {
    return {
      apiPath: `/api/products/${product[1]!}`,
      picture: (answer) => {
        const src = imageOf(answer);
        return src ? { src, sizes: DETAIL_IMAGE_SIZES } : null;
      },
    };
  }
  return null;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `<link rel=preload>` for the AVIF copies of a stored picture, as the page's <picture> asks for them. */
export function picturePreload(picture: { src: string; sizes: string }): string {
  const srcset = IMAGE_WIDTHS.map((width) => {
    const url = variantUrl(picture.src, width, 'avif');
    return url ? `${url} ${width}w` : null;
  });
  if (srcset.some((entry) => entry === null)) return '';
  return `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${escapeAttribute(srcset.join(', '))}" imagesizes="${escapeAttribute(picture.sizes)}">`;
}

/**
 * index.html with the answer (its JSON text, as the API sent it) in a data element and the
 * picture's preload in the head. `<` is escaped inside the JSON (\u003c, the same string to a
 * JSON parser), so no product text can close the element.
 */
export function withFirstScreen(indexHtml: string, plan: FirstScreenPlan, answerJson: string): string {
  let answer: unknown;
  try {
    answer = JSON.parse(answerJson);
  } catch {
    return indexHtml;
  }
  const data = `{"servedAt":${Date.now()},"answers":{${JSON.stringify(plan.apiPath)}:${answerJson}}}`.replace(/</g, '\\u003c');
  const picture = plan.picture(answer);
  const preload = picture ? picturePreload(picture) : '';
  const element = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${data}</script>`;
  // Spliced, not String.replace: a review saying "$'" or "$&" must not be read as a pattern.
  const at = indexHtml.indexOf('</head>');
  return at < 0 ? indexHtml : `${indexHtml.slice(0, at)}${preload}${element}${indexHtml.slice(at)}`;
}
