import { useId } from 'react';
import * as m from '#messages';
import { RATING_STEPS } from '#domain/schemas/review.ts';
import { Star } from '#src/ui/rating-stars.tsx';
import { starFill } from '#src/ui/star-geometry.ts';
import * as styles from './rating-input.css.ts';

// 1.5 in English, 1,5 in French (the catalogue's decimal separator); the plural follows the number.
const starName = (value: number) => m.product_rating_stars({ count: value, stars: String(value).replace('.', m.decimal_separator()) });

type RatingInputProps = { value: number | undefined; onChange: (value: number) => void };

/**
 * The review's stars (DESIGN §5): a radio group named 'Rating' with radios '1 star' …
 * '5 stars' in half steps. Five stars show; clicking a chosen star again takes half a star off
 * (4 → 3.5 → 4). The half-step radios are reached with the arrow keys, as in any radio group.
 */
export function RatingInput({ value, onChange }: RatingInputProps) {
  const name = useId();
  const labelId = `${name}-label`;

  const radio = (step: number, className: string) => (
    <input
      key={step}
      type="radio"
      name={name}
      value={step}
      aria-label={starName(step)}
      checked={value === step}
      className={className}
      onChange={() => onChange(step)}
      // onChange does not fire for a radio that is already checked: that second click is the half step.
      onClick={() => {
        if (value === step && Number.isInteger(step) && step > 1) onChange(step - 0.5);
      }}
    />
  );

  return (
    <div className={styles.group}>
      <span id={labelId} className={styles.label}>
        {m.product_rating()}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className={styles.stars}>
        {RATING_STEPS.map((step) =>
          Number.isInteger(step) ? (
            <span key={step} className={styles.star}>
              <Star fill={starFill(value ?? 0, step)} size={30} />
              {radio(step, styles.fullRadio)}
            </span>
          ) : (
            radio(step, 'visually-hidden')
          ),
        )}
      </div>
      <p className={styles.hint} aria-hidden="true">
        {value ? starName(value) : m.product_rating_hint()}
      </p>
    </div>
  );
}
