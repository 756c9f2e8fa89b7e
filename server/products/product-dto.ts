import type { Category, Concentration, Gender, Occasion, Season, Vibe } from '#domain/enums.ts';
import { fromCents } from '#domain/money.ts';
import type { Product, Review } from '#domain/schemas/product.ts';
import type { products, reviews } from '#server/db/schema.ts';

export type ProductRow = typeof products.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;

/** Averages such as 3.6666… travel as 3.67: enough for stars and a label, stable across drivers. */
const roundRating = (value: number) => Math.round(value * 100) / 100;

/** The wire shape of a product (DESIGN §3): dollars, ISO dates, `_id` beside `id`. */
export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    description: row.description,
    richDescription: row.richDescription,
    descriptionFr: row.descriptionFr,
    richDescriptionFr: row.richDescriptionFr,
    image: row.image,
    images: row.images,
    brand: row.brand,
    price: fromCents(row.priceCents),
    // The columns are plain text; only the write path (validated by the domain schema) fills them.
    category: row.category as Category,
    countInStock: row.countInStock,
    rating: roundRating(row.rating),
    numReviews: row.numReviews,
    isFeatured: row.isFeatured,
    isPublished: row.isPublished,
    gender: row.gender as Gender,
    season: row.season as Season,
    concentration: row.concentration as Concentration,
    vibe: row.vibe as Vibe,
    occasion: row.occasion as Occasion,
    longevity: row.longevity,
    topNotes: row.topNotes,
    middleNotes: row.middleNotes,
    baseNotes: row.baseNotes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    _id: row.id,
    user: row.userId,
    name: row.name,
    rating: row.rating,
    comment: row.comment,
    datePosted: row.createdAt.toISOString(),
  };
}
