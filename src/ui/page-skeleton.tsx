import * as m from '#messages';
import * as styles from './page-skeleton.css.ts';

/** A calm placeholder while a page's data loads: never a blank page (house rule 7). */
export function PageSkeleton({ label = m.ui_loading(), blocks = 3 }: { label?: string; blocks?: number }) {
  return (
    <div className={styles.page} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <div className={`${styles.shimmer} ${styles.title}`} aria-hidden="true" />
      {Array.from({ length: blocks }, (_, i) => (
        <div key={i} className={`${styles.shimmer} ${styles.block}`} aria-hidden="true" />
      ))}
    </div>
  );
}
