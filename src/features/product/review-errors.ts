import { messages } from '#domain/messages.ts';

/**
 * spec §8: a failed review says 'Error, You already reviewed this!' when the server's message
 * mentions 'already reviewed' (on a French page, is the API's French for it), and the generic
 * retry message otherwise.
 */
export function reviewErrorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /already reviewed/i.test(text) || text === messages.alreadyReviewed ? messages.reviewDuplicate : messages.genericError;
}
