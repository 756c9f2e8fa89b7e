// Products: the admin edit form / PUT body, the catalogue query string, and the DTOs the API
// returns. rating and numReviews are derived from reviews on the server, so the input schema
// does not list them and v.object drops them if a client sends them anyway.
import * as v from 'valibot';
import { CATEGORIES, CONCENTRATIONS, GENDERS, LONGEVITY_MAX, LONGEVITY_MIN, OCCASIONS, SEASONS, VIBES } from '../enums.ts';
import type { Category, Concentration, Gender, Occasion, Season, Vibe } from '../enums.ts';
import { messages } from '../messages.ts';
import { formObject, longText, optionalFilter, pageNumberField, requiredText } from './fields.ts';

export const PRODUCT_NAME_MAX = 100;
export const BRAND_MAX = 100;
export const DESCRIPTION_MAX = 5000;
export const RICH_DESCRIPTION_MAX = 20000;
export const IMAGE_PATH_MAX = 500;
export const GALLERY_MAX = 10;
export const NOTES_MAX = 20;
export const NOTE_MAX = 60;
export const PRICE_MAX = 100_000;
export const STOCK_MAX = 100_000;
export const KEYWORD_MAX = 100;

/**
 * An image is a site path ('/uploads/a.webp') or an https URL: what the pages' CSP lets a
 * browser load (server/http/security-headers.ts, `img-src 'self' https:`). Plain http would be
 * blocked as mixed content on the shop's https pages; any other scheme (javascript:, data:) or a
 * protocol-relative '//host' would let an admin session plant content in every shopper's page.
 */
export function isImageReference(value: string): boolean {
  if (value.length === 0 || value.length > IMAGE_PATH_MAX) return false;
  if (/[\s\u0000-\u001F\u007F\\]/.test(value)) return false;
  if (value.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  return scheme === null || /^https$/i.test(scheme[1] ?? '');
}

const imageField = v.pipe(
  v.string(() => messages.imageInvalid),
  v.trim(),
  v.check(isImageReference, () => messages.imageInvalid),
);

/** At most 2 decimals: 24.99 passes, 24.999 does not (checked on the cent grid, float-safe). */
export function hasAtMostTwoDecimals(value: number): boolean {
  const scaled = value * 100;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

const notesField = v.optional(
  v.pipe(
    v.array(
      v.pipe(
        v.string(() => messages.notesInvalid),
        v.trim(),
        v.nonEmpty(() => messages.notesInvalid),
        v.maxLength(NOTE_MAX, () => messages.notesInvalid),
        v.check(
          (s) => !/[\u0000-\u001F\u007F]/.test(s),
          () => messages.invalidCharacters,
        ),
      ),
      () => messages.notesInvalid,
    ),
    v.maxLength(NOTES_MAX, () => messages.notesInvalid),
  ),
  () => [],
);

/** PUT /api/products/:id and the admin edit form. */
const stockCount = v.pipe(
  v.number(() => messages.stockInvalid),
  v.integer(() => messages.stockInvalid),
  v.minValue(0, () => messages.stockInvalid),
  v.maxValue(STOCK_MAX, () => messages.stockInvalid),
);

export const productInputSchema = formObject({
  name: requiredText(() => messages.productNameRequired, PRODUCT_NAME_MAX),
  description: longText(DESCRIPTION_MAX, () => messages.descriptionRequired),
  richDescription: v.optional(longText(RICH_DESCRIPTION_MAX), ''),
  /** The French texts (issue 24): '' until written, and a French page then shows the English. */
  descriptionFr: v.optional(longText(DESCRIPTION_MAX), ''),
  richDescriptionFr: v.optional(longText(RICH_DESCRIPTION_MAX), ''),
  image: imageField,
  images: v.optional(
    v.pipe(
      v.array(imageField, () => messages.imageInvalid),
      v.maxLength(GALLERY_MAX, () => messages.tooManyImages),
    ),
    () => [],
  ),
  brand: requiredText(() => messages.brandRequired, BRAND_MAX),
  price: v.pipe(
    v.number(() => messages.priceInvalid),
    v.minValue(0, () => messages.priceInvalid),
    v.maxValue(PRICE_MAX, () => messages.priceInvalid),
    v.check(hasAtMostTwoDecimals, () => messages.priceInvalid),
  ),
  category: v.picklist(CATEGORIES, () => messages.categoryInvalid),
  countInStock: stockCount,
  /**
   * The stock the edit form was opened with (optional). Orders take stock while an admin edits:
   * with it, a save that leaves the count alone keeps what the shop has now, and a new count
   * over a stock that moved meanwhile is refused (409) instead of undoing those sales.
   */
  countInStockWas: v.optional(stockCount),
  isFeatured: v.boolean(() => messages.featuredInvalid),
  /** The edit form's "Published" switch; left out, the product stays as it is (a draft or not). */
  isPublished: v.optional(v.boolean(() => messages.publishedInvalid)),
  gender: v.picklist(GENDERS, () => messages.genderInvalid),
  season: v.picklist(SEASONS, () => messages.seasonInvalid),
  concentration: v.picklist(CONCENTRATIONS, () => messages.concentrationInvalid),
  vibe: v.picklist(VIBES, () => messages.vibeInvalid),
  occasion: v.picklist(OCCASIONS, () => messages.occasionInvalid),
  longevity: v.pipe(
    v.number(() => messages.longevityInvalid),
    v.integer(() => messages.longevityInvalid),
    v.minValue(LONGEVITY_MIN, () => messages.longevityInvalid),
    v.maxValue(LONGEVITY_MAX, () => messages.longevityInvalid),
  ),
  topNotes: notesField,
  middleNotes: notesField,
  baseNotes: notesField,
});
export type ProductInput = v.InferOutput<typeof productInputSchema>;

/** GET /api/products query string; filters apply to the whole catalogue (DESIGN §3). */
export const productQuerySchema = formObject({
  keyword: v.optional(
    v.pipe(
      v.string(() => messages.invalidInput),
      v.trim(),
      v.maxLength(KEYWORD_MAX, () => messages.tooLong(KEYWORD_MAX)),
      v.check(
        (s) => !/[\u0000-\u001F\u007F]/.test(s),
        () => messages.invalidCharacters,
      ),
      v.transform((s) => (s === '' ? undefined : s)),
    ),
  ),
  pageNumber: pageNumberField,
  occasion: optionalFilter(OCCASIONS),
  vibe: optionalFilter(VIBES),
  season: optionalFilter(SEASONS),
  gender: optionalFilter(GENDERS),
  concentration: optionalFilter(CONCENTRATIONS),
});
export type ProductQuery = v.InferOutput<typeof productQuerySchema>;

export type Review = {
  id: string;
  _id: string;
  user: string; // the reviewer's user id
  name: string;
  rating: number;
  comment: string;
  datePosted: string; // ISO 8601
};

export type Product = {
  id: string;
  _id: string; // equal to id, for clients written against the older backend
  name: string;
  description: string;
  richDescription: string;
  /** French beside the English in every answer ('' = not written yet): cached answers never vary by language. */
  descriptionFr: string;
  richDescriptionFr: string;
  image: string;
  images: string[];
  brand: string;
  price: number; // dollars with two decimals
  category: Category;
  countInStock: number;
  rating: number;
  numReviews: number;
  isFeatured: boolean;
  /** False for a draft: seen by admins only (issue 27, point 2). */
  isPublished: boolean;
  gender: Gender;
  season: Season;
  concentration: Concentration;
  vibe: Vibe;
  occasion: Occasion;
  longevity: number;
  topNotes: string[];
  middleNotes: string[];
  baseNotes: string[];
  createdAt: string;
  updatedAt: string;
  reviews?: Review[]; // only on GET /api/products/:id
};

export type ProductPage = { products: Product[]; page: number; pages: number; total: number };

/**
 * A draft nobody has saved since "Create a Product" made it (every save moves updatedAt; a draft
 * can have no orders, reviews or saves): the sample, which the admin list offers to discard.
 */
export const isUntouchedDraft = (product: Pick<Product, 'isPublished' | 'createdAt' | 'updatedAt'>) =>
  !product.isPublished && product.createdAt === product.updatedAt;

/** GET /api/categories. */
export type CategoryItem = { id: string; name: string };

/** POST /api/products/:id/reviews response. */
export type ReviewCreated = { message: string; review: Review };
