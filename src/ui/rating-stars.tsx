import * as m from '#messages';
import { goldWidth, STAR_GAP, STAR_PATH } from './star-geometry.ts';
import * as styles from './rating-stars.css.ts';

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

/** Read-only stars, one element (rating-stars.css.ts); screen readers hear "Rated 4.5 out of 5". */
export function RatingStars({ rating, size = 16, className }: { rating: number; size?: number; className?: string }) {
  // 4.5 in English, 4,5 in French: the catalogue's decimal separator, not Intl (domain/money.ts says why).
  const value = String(Math.round(rating * 10) / 10).replace('.', m.decimal_separator());
  const gold = `${goldWidth(rating, size)}px`;
  return (
    <span
      role="img"
      aria-label={m.ui_rated({ value })}
      className={className ? `${styles.stars} ${className}` : styles.stars}
      style={{
        width: 5 * size + 4 * STAR_GAP,
        height: size,
        maskSize: `${size}px ${size}px`,
        WebkitMaskSize: `${size}px ${size}px`,
        backgroundImage: `linear-gradient(90deg, ${styles.colors.gold} ${gold}, ${styles.colors.grey} ${gold})`,
      }}
    />
  );
}
