import { Link } from '@tanstack/react-router';
import { formatDate } from '#domain/format.ts';
import { messages } from '#domain/messages.ts';
import type { Review } from '#domain/schemas/product.ts';
import { useSession } from '#src/platform/session/session.ts';
import { RatingStars } from '#src/ui/rating-stars.tsx';
import { buttonClass } from '#src/ui/button.tsx';
import { PendingReviews, usePendingReviews } from './pending-reviews.tsx';
import { ReviewForm } from './review-form.tsx';
import * as styles from './product-reviews.css.ts';

type ProductReviewsProps = { productId: string; productName: string; reviews: Review[]; onReviewed: () => void | Promise<void> };

/** What shoppers said, and a form for signed-in shoppers to add theirs (spec §2). */
export function ProductReviews({ productId, productName, reviews, onReviewed }: ProductReviewsProps) {
  const session = useSession();
  const pending = usePendingReviews(productId);
  return (
    <section className={styles.section} aria-label="Reviews">
      <div>
        <h2 className={styles.heading}>Customer Reviews</h2>
        <PendingReviews entries={pending} reviewer={session?.name ?? ''} />
        {reviews.length === 0 ? (
          pending.length === 0 && <p className={styles.none}>{messages.noReviews}</p>
        ) : (
          <ul className={styles.list}>
            {reviews.map((review) => (
              <li key={review.id} className={styles.review}>
                <div className={styles.reviewHead}>
                  <p className={styles.reviewer}>{review.name}</p>
                  <time className={styles.date} dateTime={review.datePosted}>
                    {formatDate(review.datePosted)}
                  </time>
                </div>
                <RatingStars rating={review.rating} size={14} />
                {/* Text, never HTML: a review is someone else's words. */}
                <p className={styles.comment}>{review.comment}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.formCard}>
        <h2 className={styles.heading}>Write a Review</h2>
        {session ? (
          <ReviewForm productId={productId} productName={productName} onReviewed={onReviewed} />
        ) : (
          <>
            <p className={styles.prompt}>Wore it? Tell other shoppers how it sat on your skin.</p>
            <Link to="/login" search={{ redirect: `/explore-scents/${productId}` }} className={buttonClass({ variant: 'secondary' })}>
              Sign in to write a review
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
