import * as m from '#messages';
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
export function PriceSummary({ itemsCents, shippingCents, taxCents, totalCents, title = m.ui_order_summary() }: PriceSummaryProps) {
  return (
    <section className={styles.box} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <dl className={styles.list}>
        <dt className={styles.label}>{m.ui_items()}</dt>
        <dd className={styles.value}>{formatMoney(itemsCents)}</dd>
        <dt className={styles.label}>{m.ui_shipping()}</dt>
        <dd className={styles.value}>{shippingCents === 0 ? m.ui_free() : formatMoney(shippingCents)}</dd>
        <dt className={styles.label}>{m.ui_tax()}</dt>
        <dd className={styles.value}>{formatMoney(taxCents)}</dd>
        <dt className={styles.totalLabel}>{m.ui_total()}</dt>
        <dd className={styles.totalValue} data-testid="order-total">
          {formatTotal(totalCents)}
        </dd>
      </dl>
    </section>
  );
}
