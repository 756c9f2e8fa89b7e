import * as m from '#messages';
import * as details from './product-details.css.ts';
import * as styles from './product-page.css.ts';
import * as bones from './product-skeleton.css.ts';

/** The page's shape while the scent loads: image, title, price and description in place. */
export function ProductSkeleton() {
  return (
    <div className={styles.page} role="status" aria-live="polite">
      <span className="visually-hidden">{m.product_loading()}</span>
      <div className={details.layout} aria-hidden="true">
        <div className={`${details.imageFrame} ${bones.bone}`} />
        <div className={details.info}>
          <span className={bones.bone} style={{ width: '30%', height: '0.9rem' }} />
          <span className={bones.bone} style={{ width: '70%', height: '3.2rem' }} />
          <span className={bones.bone} style={{ width: '45%', height: '1.2rem' }} />
          <span className={bones.bone} style={{ width: '25%', height: '2.2rem' }} />
          <span className={bones.bone} style={{ width: '100%', height: '6rem' }} />
          <span className={bones.bone} style={{ width: '100%', height: '3.5rem' }} />
        </div>
      </div>
    </div>
  );
}
