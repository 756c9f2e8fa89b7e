import * as m from '#messages';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '#domain/format.ts';
import { messages } from '#domain/messages.ts';
import { toCents } from '#domain/money.ts';
import { isFormerShopper } from '#domain/schemas/account-data.ts';
import type { Order } from '#domain/schemas/order.ts';
import type { SessionUser } from '#domain/schemas/user.ts';
import { ItemSummaryList } from '#src/ui/item-summary-list.tsx';
import { Notice } from '#src/ui/notice.tsx';
import { PriceSummary } from '#src/ui/price-summary.tsx';
import { PAYMENT_METHOD_LABELS } from '#domain/payment-method-labels.ts';
import { CancelOrderAction, DeliverAction, TestPayButton } from './order-actions.tsx';
import { PayByNotice } from './pay-by-notice.tsx';
import { paymentConfigQueryOptions } from './order-queries.ts';
import { PAYPAL_UNAVAILABLE, PaypalPayment } from './paypal-payment.tsx';
import * as styles from './order-details.css.ts';

/**
 * /order/{id} (spec §2): where it goes, how it is paid, its paid / delivered state, the items and
 * the prices charged. While unpaid its owner can pay or cancel it here (until its hold runs out:
 * then it is cancelled); an admin can mark a paid order delivered.
 */
export function OrderDetails({ order, viewer }: { order: Order; viewer: SessionUser | null }) {
  const isOwner = viewer?.id === order.user.id;
  const cancelled = order.cancelledAt !== null;
  const canPay = !order.isPaid && !cancelled && isOwner;
  const items = order.orderItems.map((item) => ({
    productId: item.product,
    name: item.name,
    image: item.image,
    qty: item.qty,
    unitCents: toCents(item.price),
  }));

  return (
    <article className={styles.page} aria-labelledby="order-title">
      <header className={styles.header}>
        <p className={styles.eyebrow}>{m.orders_placed_on({ date: formatDate(order.createdAt) })}</p>
        <h1 id="order-title" className={styles.title}>
          {m.orders_order()} <span className={styles.orderId}>{order.id}</span>
        </h1>
      </header>

      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.section} aria-labelledby="order-shipping">
            <h2 id="order-shipping" className={styles.sectionTitle}>
              {m.checkout_shipping()}
            </h2>
            <dl className={styles.facts}>
              <dt>{m.auth_name()}</dt>
              {isFormerShopper(order.user) ? (
                <dd>{m.orders_former_shopper()}</dd>
              ) : (
                <>
                  <dd>{order.user.name}</dd>
                  <dt>{m.auth_email()}</dt>
                  <dd>
                    <a href={`mailto:${order.user.email}`}>{order.user.email}</a>
                  </dd>
                </>
              )}
              <dt>{m.checkout_address()}</dt>
              <dd>
                {order.shippingAddress1}, {order.city} {order.postalCode}, {order.state}, {order.country}
              </dd>
            </dl>
            {cancelled ? null : order.isDelivered ? (
              <Notice tone="success">{m.orders_delivered_on({ date: formatDate(order.deliveredAt ?? '') })}</Notice>
            ) : (
              // The normal state of an order on its way to being sent: a fact, not an error (issue 53).
              <Notice tone="info">{messages.notDelivered}</Notice>
            )}
          </section>

          <section className={styles.section} aria-labelledby="order-payment">
            <h2 id="order-payment" className={styles.sectionTitle}>
              {m.checkout_payment_method()}
            </h2>
            <dl className={styles.facts}>
              <dt>{m.orders_method()}</dt>
              <dd>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
            </dl>
            {order.isPaid ? (
              <Notice tone="success">{m.orders_paid_on({ date: formatDate(order.paidAt ?? '') })}</Notice>
            ) : cancelled ? (
              <Notice tone="info">{messages.orderCancelledOn(formatDate(order.cancelledAt ?? ''))}</Notice>
            ) : (
              // Waiting for the shopper, with a deadline (the pay-by note below): to act on, not an error.
              <Notice tone="warning">{messages.notPaid}</Notice>
            )}
          </section>

          <section className={styles.section} aria-labelledby="order-items">
            <h2 id="order-items" className={styles.sectionTitle}>
              {m.checkout_order_items()}
            </h2>
            {items.length === 0 ? <p>{messages.orderEmpty}</p> : <ItemSummaryList items={items} />}
          </section>
        </div>

        <aside className={styles.aside} aria-label={m.orders_summary_and_payment()}>
          <PriceSummary
            itemsCents={toCents(order.itemsPrice)}
            shippingCents={toCents(order.shippingPrice)}
            taxCents={toCents(order.taxPrice)}
            totalCents={toCents(order.totalPrice)}
          />
          {canPay ? <PaymentBlock order={order} /> : null}
          {canPay ? <CancelOrderAction orderId={order.id} /> : null}
          {viewer?.isAdmin && order.isPaid && !order.isDelivered ? <DeliverAction orderId={order.id} /> : null}
        </aside>
      </div>
    </article>
  );
}

function PaymentBlock({ order }: { order: Order }) {
  const config = useQuery(paymentConfigQueryOptions());
  return (
    <section className={styles.payBox} aria-labelledby="order-pay">
      <h2 id="order-pay" className={styles.sectionTitle}>
        {order.paymentMethod === 'Credit Card' ? m.orders_pay_by_card_or_paypal() : m.orders_pay_with_paypal()}
      </h2>
      {config.data ? <PayByNotice createdAt={order.createdAt} holdMinutes={config.data.orderHoldMinutes} /> : null}
      {config.isPending ? (
        <div className={styles.payLoading} role="status">
          {m.orders_loading_payment()}
        </div>
      ) : config.isError ? (
        <Notice tone="warning" alert>
          {PAYPAL_UNAVAILABLE}
        </Notice>
      ) : (
        <PaypalPayment orderId={order.id} config={config.data} postalCode={order.postalCode} />
      )}
      {config.data?.testPayments ? <TestPayButton orderId={order.id} /> : null}
    </section>
  );
}
