import { CLIENT_ERROR_BODY_MAX } from '#domain/schemas/client-error.ts';

/**
 * The largest JSON body each part of the API needs (issue 49, point 1): a body is refused with
 * 413 before it is read when it is larger than any valid one could be, so no handler parses,
 * validates or answers megabytes it will refuse anyway. Each bound is the longest valid input of
 * the route's schema with every character written as a six-byte JSON escape, rounded up.
 * The picture uploads set their own, larger limit (server/uploads/routes.ts).
 */
const KiB = 1024;

/** An admin's product: descriptions in two languages (5,000 and 20,000 characters each), notes, pictures. */
export const PRODUCT_BODY_MAX = 512 * KiB;

const BOUNDS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^\/api\/client-errors\/?$/, CLIENT_ERROR_BODY_MAX],
  [/^\/api\/products\/?(?:[^/]+\/?)?$/, PRODUCT_BODY_MAX],
  // A contact message of 4,000 characters, also as the page's form posts it without JavaScript
  // (a character past U+07FF is nine bytes there: %E2%80%99).
  [/^\/api\/contact\/?$/, 48 * KiB],
  // A merge of up to 200 saved scents (ids of 36 characters).
  [/^\/api\/saved(?:\/|$)/, 32 * KiB],
];

/** Any other JSON body: an order of 50 lines with its address, a review, a profile, a sign-in. */
export const JSON_BODY_MAX = 16 * KiB;

/** The largest body the API path takes. */
export function bodyBound(path: string): number {
  for (const [pattern, max] of BOUNDS) if (pattern.test(path)) return max;
  return JSON_BODY_MAX;
}
