import * as styles from './rating-stars.css.ts';

const STAR_PATH =
  'M12 2.6l2.82 6.05 6.63.78-4.9 4.53 1.3 6.55L12 17.2l-5.85 3.3 1.3-6.54-4.9-4.54 6.63-.78z';

/** One star; `fill` is how much of it is gold, 0 to 1. Shared by the display and the review input. */
export function Star({ fill, size }: { fill: number; size: number }) {
  const amount = Math.max(0, Math.min(1, fill));
  return (
    <span className={styles.star} style={{ width: size, height: size }}>
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.empty}>
        <path d={STAR_PATH} fill="currentColor" />
      </svg>
      {amount > 0 && (
        <span className={styles.fill} style={{ width: `${amount * 100}%` }}>
          <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={STAR_PATH} fill="currentColor" />
          </svg>
        </span>
      )}
    </span>
  );
}

/** Fill of the n-th star (1-based) for a rating, snapped to halves as ratings are given. */
export function starFill(rating: number, n: number): number {
  const snapped = Math.round(rating * 2) / 2;
  return Math.max(0, Math.min(1, snapped - (n - 1)));
}

/** Read-only stars; screen readers hear "Rated 4.5 out of 5". */
export function RatingStars({ rating, size = 16, className }: { rating: number; size?: number; className?: string }) {
  const value = Math.round(rating * 10) / 10;
  return (
    <span role="img" aria-label={`Rated ${value} out of 5`} className={className ? `${styles.stars} ${className}` : styles.stars}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} fill={starFill(rating, n)} size={size} />
      ))}
    </span>
  );
}
