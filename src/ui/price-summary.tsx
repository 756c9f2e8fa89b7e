import { formatMoney, formatTotal } from '#domain/money.ts';
import * as styles from './price-summary.css.ts';

export type PriceSummaryProps = {
  itemsCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  /** Heading of the block; also its accessible name. */
  title?: string;
};

/** Items, shipping, tax and total (spec §9), in CAD with two decimals. */
export function PriceSummary({ itemsCents, shippingCents, taxCents, totalCents, title = 'Order Summary' }: PriceSummaryProps) {
  return (
    <section className={styles.box} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <dl className={styles.list}>
        <dt className={styles.label}>Items</dt>
        <dd className={styles.value}>{formatMoney(itemsCents)}</dd>
        <dt className={styles.label}>Shipping</dt>
        <dd className={styles.value}>{shippingCents === 0 ? 'Free' : formatMoney(shippingCents)}</dd>
        <dt className={styles.label}>Tax</dt>
        <dd className={styles.value}>{formatMoney(taxCents)}</dd>
        <dt className={styles.totalLabel}>Total</dt>
        <dd className={styles.totalValue} data-testid="order-total">
          {formatTotal(totalCents)}
        </dd>
      </dl>
    </section>
  );
}
