import * as m from '#messages';
import type { Product } from '#domain/schemas/product.ts';
import { ProductCard } from './product-card.tsx';
import * as card from './product-card.css.ts';
import * as styles from './product-grid.css.ts';

export function ProductGrid({ products }: { products: Product[] }) {
  return (
    <ul className={styles.grid}>
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} eager={i === 0} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Placeholders with the card's own structure and class names, so the real cards take exactly
 * their place (no layout shift). The bones carry invisible text to get the same line heights.
 */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{m.catalogue_loading()}</span>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One card's placeholder (the grid's, and the home carousel's while featured scents load). */
export function ProductCardSkeleton() {
  return (
    <div className={card.card} aria-hidden="true">
      <div className={`${card.imageFrame} ${styles.skeletonImage}`} />
      <div className={card.body}>
        <p className={card.brand}>
          <span className={styles.bone}>Maison house</span>
        </p>
        <p className={`${card.name} ${styles.skeletonName}`}>
          <span className={styles.bone}>A scent name</span>
        </p>
        <p className={card.concentration}>
          <span className={styles.bone}>Eau de Parfum</span>
        </p>
        <div className={card.meta}>
          <span className={styles.bone}>★★★★★ (12)</span>
        </div>
        <div className={card.meta}>
          <span className={styles.bone}>○ ○ Everyday Essentials</span>
        </div>
        <span className={card.details}>
          <span className={`${card.detailsLine} ${styles.bone}`}>{m.catalogue_view_details()}</span>
        </span>
      </div>
    </div>
  );
}
