import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { messages } from '../messages.ts';
import { RATING_STEPS, reviewSchema } from './review.ts';
import { fieldErrors, firstMessage } from './validation.ts';

describe('reviewSchema', () => {
  it('offers half steps from 1 to 5', () => {
    expect(RATING_STEPS).toEqual([1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
  });

  it('accepts every half step with a trimmed comment', () => {
    for (const rating of RATING_STEPS) {
      expect(v.parse(reviewSchema, { rating, comment: '  Lovely  ' })).toEqual({ rating, comment: 'Lovely' });
    }
    expect(v.parse(reviewSchema, { rating: 4, comment: 'Line one\nLine two' }).comment).toBe('Line one\nLine two');
  });

  it('asks to rate and write a comment when either is missing or invalid', () => {
    const cases: unknown[] = [
      { comment: 'Nice' },
      { rating: 0, comment: 'Nice' },
      { rating: 5.5, comment: 'Nice' },
      { rating: 3.25, comment: 'Nice' },
      { rating: '4', comment: 'Nice' },
      { rating: Number.NaN, comment: 'Nice' },
      { rating: 4 },
      { rating: 4, comment: '   ' },
      { rating: 4, comment: 42 },
      {},
    ];
    for (const input of cases) {
      expect(firstMessage(v.safeParse(reviewSchema, input)), JSON.stringify(input)).toBe(messages.reviewIncomplete);
    }
  });

  it('refuses oversized comments and control characters', () => {
    expect(fieldErrors(v.safeParse(reviewSchema, { rating: 4, comment: 'x'.repeat(2001) }))).toEqual({
      comment: messages.tooLong(2000),
    });
    expect(v.safeParse(reviewSchema, { rating: 4, comment: 'x'.repeat(2000) }).success).toBe(true);
    expect(v.safeParse(reviewSchema, { rating: 4, comment: 'bad\u0000byte' }).success).toBe(false);
  });
});
