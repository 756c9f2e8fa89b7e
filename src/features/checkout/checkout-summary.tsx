import * as m from '#messages';
import { Link } from '@tanstack/react-router';
import { messages } from '#domain/messages.ts';
import { toCents } from '#domain/money.ts';
import { buttonClass } from '#src/ui/button.tsx';
import { ItemSummaryList } from '#src/ui/item-summary-list.tsx';
import { PriceSummary } from '#src/ui/price-summary.tsx';
import type { CheckoutLine, CheckoutPrices } from './checkout-types.ts';
import * as styles from './checkout.css.ts';

export function CheckoutItems({ lines }: { lines: readonly CheckoutLine[] }) {
  return (
    <ItemSummaryList
      label={m.checkout_items_in_order()}
      items={lines.map((line) => ({
        productId: line.productId,
        name: line.product.name,
        image: line.product.image,
        qty: line.qty,
        unitCents: toCents(line.product.price),
      }))}
    />
  );
}

export function CheckoutPriceSummary({ prices }: { prices: CheckoutPrices }) {
  return <PriceSummary itemsCents={prices.itemsPrice} shippingCents={prices.shippingPrice} taxCents={prices.taxPrice} totalCents={prices.totalPrice} />;
}

/** spec §8 'Your Cart is Empty': nothing to order yet, and the way back to the scents. */
export function EmptyBasket() {
  return (
    <div className={styles.emptyBasket}>
      <p className={styles.emptyText}>{messages.cartEmptyShort}</p>
      <Link to="/explore-scents" className={buttonClass({ variant: 'secondary' })}>
        {m.nav_explore_scents()}
      </Link>
    </div>
  );
}
