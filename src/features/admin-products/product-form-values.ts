// The edit form's state and its way back to a PUT body. Text inputs hold strings (an admin may
// clear the price field mid-edit); the domain schema decides what is valid, the same schema the
// server applies, so the form never sends what the API would refuse.
import * as v from 'valibot';
import { type Product, type ProductInput, productInputSchema } from '#domain/schemas/product.ts';
import { issuesOf } from '#domain/schemas/validation.ts';

/** ProductInput as the form holds it: the numbers typed are text until validated. */
export type ProductFormValues = Omit<ProductInput, 'price' | 'countInStock' | 'countInStockWas'> & { price: string; countInStock: string };

export type ProductField = keyof ProductFormValues;

export function toFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    brand: product.brand,
    description: product.description,
    richDescription: product.richDescription,
    descriptionFr: product.descriptionFr,
    richDescriptionFr: product.richDescriptionFr,
    image: product.image,
    images: [...product.images],
    price: product.price.toFixed(2),
    countInStock: String(product.countInStock),
    category: product.category,
    isFeatured: product.isFeatured,
    isPublished: product.isPublished,
    gender: product.gender,
    season: product.season,
    concentration: product.concentration,
    vibe: product.vibe,
    occasion: product.occasion,
    longevity: product.longevity,
    topNotes: [...product.topNotes],
    middleNotes: [...product.middleNotes],
    baseNotes: [...product.baseNotes],
  };
}

/** '' and anything that is not a plain decimal number become NaN, which the schema refuses. */
export function parseNumber(raw: string): number {
  const text = raw.trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

export type ProductValidation = { ok: true; input: ProductInput } | { ok: false; errors: Partial<Record<ProductField, string>> };

/** The values checked against the domain schema; errors keyed by form field (a bad gallery entry is 'images'). */
export function validateProduct(values: ProductFormValues): ProductValidation {
  const candidate = { ...values, price: parseNumber(values.price), countInStock: parseNumber(values.countInStock) };
  const result = v.safeParse(productInputSchema, candidate);
  if (result.success) return { ok: true, input: result.output };
  const errors: Partial<Record<ProductField, string>> = {};
  for (const { path, message } of issuesOf(result)) {
    const field = path.split('.')[0] as ProductField;
    errors[field] ??= message;
  }
  return { ok: false, errors };
}
