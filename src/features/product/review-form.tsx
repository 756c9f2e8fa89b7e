import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import * as v from 'valibot';
import * as m from '#messages';
import { messages } from '#domain/messages.ts';
import { REVIEW_COMMENT_MAX, reviewSchema } from '#domain/schemas/review.ts';
import { newIdempotencyKey } from '#src/platform/api-client.ts';
import { Button } from '#src/ui/button.tsx';
import { RatingInput } from './rating-input.tsx';
import { reviewErrorMessage } from './review-errors.ts';
import { useSubmitReview } from './review-mutations.ts';
import * as styles from './product-reviews.css.ts';

type ReviewFormProps = { productId: string; productName: string; onReviewed: () => void | Promise<void> };

/** Stars and a comment; both are needed (spec §5), outcomes as spec §8 words them. */
export function ReviewForm({ productId, productName, onReviewed }: ReviewFormProps) {
  const commentId = useId();
  const problemId = `${commentId}-problem`;
  const [rating, setRating] = useState<number | undefined>(undefined);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useSubmitReview(productId, productName);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(reviewSchema, { rating, comment });
    if (!parsed.success) {
      setProblem(parsed.issues[0]?.message ?? messages.reviewIncomplete);
      return;
    }
    setProblem(null);
    submit.mutate(
      { ...parsed.output, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: async (result) => {
          setRating(undefined);
          setComment('');
          // Offline: it waits in the outbox and shows as pending in the list until it is sent.
          if (result.queued) {
            toast.success(messages.savedOffline);
            return;
          }
          toast.success(messages.reviewSubmitted);
          await onReviewed();
        },
        onError: (error) => toast.error(reviewErrorMessage(error)),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={problem ? problemId : undefined}>
      <RatingInput value={rating} onChange={setRating} />
      <div className={styles.textareaField}>
        <label htmlFor={commentId} className={styles.textareaLabel}>
          {m.product_review_comment()}
        </label>
        <textarea
          id={commentId}
          className={styles.textarea}
          value={comment}
          maxLength={REVIEW_COMMENT_MAX}
          onChange={(e) => setComment(e.target.value)}
          placeholder={m.product_review_comment_placeholder()}
        />
      </div>
      {problem && (
        <p id={problemId} role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? m.product_review_submitting() : m.product_review_submit()}
      </Button>
    </form>
  );
}
