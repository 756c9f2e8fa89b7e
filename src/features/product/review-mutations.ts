import { useMutation } from '@tanstack/react-query';
import * as m from '#messages';
import { messages } from '#domain/messages.ts';
import type { ReviewCreated } from '#domain/schemas/product.ts';
import type { ReviewInput } from '#domain/schemas/review.ts';
import { sendOrQueue } from '#src/platform/outbox/outbox-store.ts';
import { CATALOGUE_KEY_ROOT } from '#src/platform/query-client.ts';

type SubmitReview = ReviewInput & { idempotencyKey: string };

export const reviewPath = (productId: string) => `/api/products/${encodeURIComponent(productId)}/reviews`;

/**
 * POST /api/products/:id/reviews; one key per click so a retried request posts once. Without a
 * connection the review waits in the outbox (DESIGN §4) and is shown as pending meanwhile.
 */
export function useSubmitReview(productId: string, productName: string) {
  return useMutation({
    mutationFn: ({ idempotencyKey, ...review }: SubmitReview) =>
      sendOrQueue<ReviewCreated>({
        kind: 'review',
        method: 'POST',
        path: reviewPath(productId),
        body: review,
        idempotencyKey,
        label: m.product_review_of({ name: productName }),
        sentMessage: messages.reviewSubmitted,
        // The review changes this page and the rating on every card that shows the scent.
        invalidate: [[CATALOGUE_KEY_ROOT]],
      }),
  });
}
