// A product review: stars in half steps (clicking a star again gives the half, DESIGN §5)
// and a comment. Any gap gives the one message the spec has for it.
import * as v from 'valibot';
import { RATING_MAX, RATING_MIN } from '../enums.ts';
import { messages } from '../messages.ts';
import { formObject, longText } from './fields.ts';

export const REVIEW_COMMENT_MAX = 2000;

export const RATING_STEPS = [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5] as const;
export type RatingStep = (typeof RATING_STEPS)[number];

export function isRatingStep(value: number): value is RatingStep {
  return value >= RATING_MIN && value <= RATING_MAX && Number.isInteger(value * 2);
}

export const reviewSchema = formObject({
  rating: v.pipe(
    v.number(() => messages.reviewIncomplete),
    v.check(isRatingStep, () => messages.reviewIncomplete),
  ),
  comment: longText(REVIEW_COMMENT_MAX, () => messages.reviewIncomplete),
});
export type ReviewInput = v.InferOutput<typeof reviewSchema>;
