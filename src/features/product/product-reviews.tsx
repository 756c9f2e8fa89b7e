import { Link } from '@tanstack/react-router';
import * as m from '#messages';
import { formatDate } from '#domain/format.ts';
import { messages } from '#domain/messages.ts';
import type { Review } from '#domain/schemas/product.ts';
import { useSession } from '#src/platform/session/session.ts';
import { RatingStars } from '#src/ui/rating-stars.tsx';
import { buttonClass } from '#src/ui/button.tsx';
import { lazyPart } from '#src/ui/lazy-part.tsx';
import * as styles from './product-reviews.css.ts';

type ProductReviewsProps = { productId: string; productName: string; reviews: Review[]; onReviewed: () => void | Promise<void> };

// Only a signed-in shopper has an outbox to show or a review to write: their code (the device
// database, the form's checks and mutation) is fetched for them, never with the page.
const PendingReviewsPart = lazyPart(() => import('./pending-reviews.tsx').then((m) => m.SignedInPendingReviews));
const ReviewFormPart = lazyPart(() => import('./review-form.tsx').then((m) => m.ReviewForm));

/** What shoppers said, and a form for signed-in shoppers to add theirs (spec §2). */
export function ProductReviews({ productId, productName, reviews, onReviewed }: ProductReviewsProps) {
  const session = useSession();
  const noReviews = reviews.length === 0 ? <p className={styles.none}>{messages.noReviews}</p> : null;
  return (
    <section className={styles.section} aria-label={m.product_reviews()}>
      <div>
        <h2 className={styles.heading}>{m.product_customer_reviews()}</h2>
        {session ? <PendingReviewsPart productId={productId} reviewer={session.name} whenNone={noReviews} fallback={noReviews} /> : noReviews}
        {reviews.length > 0 && (
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
        <h2 className={styles.heading}>{m.product_write_review()}</h2>
        {session ? (
          <ReviewFormPart productId={productId} productName={productName} onReviewed={onReviewed} />
        ) : (
          <>
            <p className={styles.prompt}>{m.product_review_prompt()}</p>
            <Link to="/login" search={{ redirect: `/explore-scents/${productId}` }} className={buttonClass({ variant: 'secondary' })}>
              {m.product_sign_in_to_review()}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
