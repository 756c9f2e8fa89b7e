import { describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { ApiError } from '#src/platform/api-client.ts';
import { reviewErrorMessage } from './review-errors.ts';

describe('reviewErrorMessage', () => {
  it('names a second review by the same shopper', () => {
    expect(reviewErrorMessage(new ApiError(400, messages.alreadyReviewed))).toBe(messages.reviewDuplicate);
    expect(reviewErrorMessage(new Error('You have already reviewed this scent'))).toBe(messages.reviewDuplicate);
  });

  it('asks to try again for anything else', () => {
    expect(reviewErrorMessage(new ApiError(500, 'boom'))).toBe(messages.genericError);
    expect(reviewErrorMessage(new ApiError('FETCH_ERROR', 'offline'))).toBe(messages.genericError);
    expect(reviewErrorMessage(undefined)).toBe(messages.genericError);
  });
});
