// Saved scents (the heart, DESIGN §4): the account's list and the sign-in merge that unions the
// device's saves into it. Each save carries its product as the catalogue lists it, so the client
// can show and cache the scent without another request.
import * as v from 'valibot';
import { messages } from '../messages.ts';
import { formObject } from './fields.ts';
import { PRODUCT_ID_MAX } from './order.ts';
import type { Product } from './product.ts';

export const SAVED_MERGE_MAX = 200;

/**
 * POST /api/saved/merge. Ids are only bounded here, not checked: the device may hold saves of
 * scents removed since, and the server skips any id that names no product rather than refuse
 * the whole merge.
 */
export const mergeSavedSchema = formObject({
  productIds: v.pipe(
    v.array(
      v.pipe(
        v.string(() => messages.productIdInvalid),
        v.maxLength(PRODUCT_ID_MAX, () => messages.productIdInvalid),
      ),
      () => messages.savedIdsInvalid,
    ),
    v.maxLength(SAVED_MERGE_MAX, () => messages.tooManySavedToMerge),
  ),
});
export type MergeSavedInput = v.InferOutput<typeof mergeSavedSchema>;

/** PUT /api/saved/:productId. */
export type SavedMark = { productId: string; savedAt: string };

/** DELETE /api/saved/:productId (also when it was not saved). */
export type UnsavedMark = { productId: string; saved: false };

/** One save: `product` is the shape of a GET /api/products list item, as it is now. */
export type SavedScent = SavedMark & { product: Product };

/** GET /api/saved and POST /api/saved/merge: newest first. */
export type SavedList = { saved: SavedScent[] };
