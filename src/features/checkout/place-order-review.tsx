import * as m from '#messages';
import { Link } from '@tanstack/react-router';
import type { PaymentMethod } from '#domain/enums.ts';
import type { ShippingAddress } from '#domain/schemas/address.ts';
import { Button } from '#src/ui/button.tsx';
import { Notice } from '#src/ui/notice.tsx';
import { PAYMENT_METHOD_LABELS } from '#domain/payment-method-labels.ts';
import { CheckoutItems, CheckoutPriceSummary, EmptyBasket } from './checkout-summary.tsx';
import type { CheckoutLine, CheckoutPrices } from './checkout-types.ts';
import * as styles from './checkout.css.ts';

type PlaceOrderReviewProps = {
  address: ShippingAddress;
  paymentMethod: PaymentMethod;
  lines: readonly CheckoutLine[];
  prices: CheckoutPrices;
  onPlaceOrder: () => void;
  isPlacing: boolean;
  /** Why the last attempt failed (stock, a removed scent, offline), in the shopper's words. */
  error: string | undefined;
};

/** /place-order (spec §2): one last look at address, method, items and prices, then Place Order. */
export function PlaceOrderReview({ address, paymentMethod, lines, prices, onPlaceOrder, isPlacing, error }: PlaceOrderReviewProps) {
  const isEmpty = lines.length === 0;
  return (
    <div className={styles.layout}>
      <div className={styles.card}>
        <section className={styles.facts} aria-labelledby="review-shipping">
          <h2 id="review-shipping" className={styles.factsTitle}>
            {m.checkout_shipping()}
          </h2>
          <p className={styles.factsText}>
            {address.address}, {address.city} {address.postalCode}, {address.state}, {address.country}
          </p>
          <Link to="/shipping" className={styles.editLink}>
            {m.checkout_change_address()}
          </Link>
        </section>
        <section className={styles.facts} aria-labelledby="review-payment">
          <h2 id="review-payment" className={styles.factsTitle}>
            {m.checkout_payment_method()}
          </h2>
          <p className={styles.factsText}>{m.checkout_method_is({ method: PAYMENT_METHOD_LABELS[paymentMethod] })}</p>
          <Link to="/payment" className={styles.editLink}>
            {m.checkout_change_method()}
          </Link>
        </section>
        <section aria-labelledby="review-items">
          <h2 id="review-items" className={styles.factsTitle}>
            {m.checkout_order_items()}
          </h2>
          {isEmpty ? <EmptyBasket /> : <CheckoutItems lines={lines} />}
        </section>
      </div>
      <aside className={styles.aside} aria-label={m.checkout_order_summary()}>
        <CheckoutPriceSummary prices={prices} />
        {error ? (
          <Notice tone="danger" alert>
            {error}
          </Notice>
        ) : null}
        <Button size="lg" fullWidth disabled={isEmpty || isPlacing} onClick={onPlaceOrder}>
          {isPlacing ? m.checkout_placing_order() : m.checkout_place_order()}
        </Button>
      </aside>
    </div>
  );
}
