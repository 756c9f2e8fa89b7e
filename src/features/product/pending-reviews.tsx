import type { ReactNode } from 'react';
import * as m from '#messages';
import { messages } from '#domain/messages.ts';
import type { ReviewInput } from '#domain/schemas/review.ts';
import type { OutboxRow } from '#src/platform/local-db.ts';
import { dismissOutboxEntry } from '#src/platform/outbox/outbox-store.ts';
import { useOutboxEntries } from '#src/platform/outbox/use-outbox.ts';
import { RatingStars } from '#src/ui/rating-stars.tsx';
import { reviewPath } from './review-mutations.ts';
import { useReadAgainWhenSent } from './read-again-when-sent.ts';
import * as styles from './product-reviews.css.ts';
import * as pendingStyles from './pending-reviews.css.ts';

/**
 * This shopper's reviews of the product still in the outbox (pending) or refused by the server;
 * one that leaves it as sent has the product read again (read-again-when-sent.ts).
 */
export function usePendingReviews(productId: string): OutboxRow[] {
  const path = reviewPath(productId);
  const entries = useOutboxEntries('review', (entry) => entry.path === path);
  useReadAgainWhenSent(entries);
  return entries.filter((entry) => entry.status !== 'sent');
}

/**
 * A signed-in shopper's pending reviews of the product, read from the device's outbox, and
 * `whenNone` when there are none (the list's "no reviews" line). Loaded apart from the page
 * (product-reviews.tsx): a signed-out visitor has no outbox, and the device database's script is
 * not theirs to pay for.
 */
export function SignedInPendingReviews({ productId, reviewer, whenNone }: { productId: string; reviewer: string; whenNone: ReactNode }) {
  const pending = usePendingReviews(productId);
  return pending.length > 0 ? <PendingReviews entries={pending} reviewer={reviewer} /> : whenNone;
}

/** A review written offline shows in the list at once, marked as such (DESIGN §4). */
export function PendingReviews({ entries, reviewer }: { entries: OutboxRow[]; reviewer: string }) {
  if (entries.length === 0) return null;
  return (
    <ul className={`${styles.list} ${pendingStyles.list}`} aria-label={m.product_reviews_waiting()}>
      {entries.map((entry) => {
        const review = entry.body as ReviewInput;
        const failed = entry.status === 'failed';
        return (
          <li key={entry.id} className={`${styles.review} ${pendingStyles.pending}`}>
            <div className={styles.reviewHead}>
              <p className={styles.reviewer}>{reviewer}</p>
              <span className={failed ? pendingStyles.failedBadge : pendingStyles.badge}>
                {failed ? m.product_review_not_saved() : m.product_review_pending()}
              </span>
            </div>
            <RatingStars rating={review.rating} size={14} />
            <p className={styles.comment}>{review.comment}</p>
            {failed ? (
              <p className={pendingStyles.note}>
                {messages.outboxRefused(m.product_review_this(), entry.error ?? messages.genericError)}{' '}
                <button type="button" className={pendingStyles.dismiss} onClick={() => void dismissOutboxEntry(entry.id)}>
                  {m.product_review_dismiss()}
                </button>
              </p>
            ) : (
              <p className={pendingStyles.note}>{messages.pendingChange}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
