import * as m from '#messages';
import { Link } from '@tanstack/react-router';
import { formatMoney } from '#domain/money.ts';
import * as styles from './item-summary-list.css.ts';
import { ProductImage } from './product-image.tsx';

export type SummaryItem = { productId: string; name: string; image: string; qty: number; unitCents: number };

/** Read-only lines of a basket or an order: image, name (links to the scent), qty × price = line total. */
export function ItemSummaryList({ items, label = m.ui_order_items() }: { items: readonly SummaryItem[]; label?: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.productId} className={styles.item}>
          <ProductImage src={item.image} alt="" className={styles.image} width={64} height={64} sizes="64px" />
          <Link to="/explore-scents/$id" params={{ id: item.productId }} className={styles.name}>
            {item.name}
          </Link>
          <span className={styles.amount}>
            {item.qty} × {formatMoney(item.unitCents)} = <strong>{formatMoney(item.qty * item.unitCents)}</strong>
          </span>
        </li>
      ))}
    </ul>
  );
}
