import { useQuery } from '@tanstack/react-query';
import { formatDate } from '#domain/format.ts';
import { messages } from '#domain/messages.ts';
import { toCents } from '#domain/money.ts';
import type { Order } from '#domain/schemas/order.ts';
import type { SessionUser } from '#domain/schemas/user.ts';
import { ItemSummaryList } from '#src/ui/item-summary-list.tsx';
import { Notice } from '#src/ui/notice.tsx';
import { PriceSummary } from '#src/ui/price-summary.tsx';
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
  const items = order.orderItems.map((item) => ({ productId: item.product, name: item.name, image: item.image, qty: item.qty, unitCents: toCents(item.price) }));

  return (
    <article className={styles.page} aria-labelledby="order-title">
      <header className={styles.header}>
        <p className={styles.eyebrow}>Placed {formatDate(order.createdAt)}</p>
        <h1 id="order-title" className={styles.title}>
          Order <span className={styles.orderId}>{order.id}</span>
        </h1>
      </header>

      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.section} aria-labelledby="order-shipping">
            <h2 id="order-shipping" className={styles.sectionTitle}>
              Shipping
            </h2>
            <dl className={styles.facts}>
              <dt>Name</dt>
              <dd>{order.user.name}</dd>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${order.user.email}`}>{order.user.email}</a>
              </dd>
              <dt>Address</dt>
              <dd>
                {order.shippingAddress1}, {order.city} {order.postalCode}, {order.state}, {order.country}
              </dd>
            </dl>
            {cancelled ? null : order.isDelivered ? (
              <Notice tone="success">Delivered on {formatDate(order.deliveredAt ?? '')}</Notice>
            ) : (
              <Notice tone="danger">{messages.notDelivered}</Notice>
            )}
          </section>

          <section className={styles.section} aria-labelledby="order-payment">
            <h2 id="order-payment" className={styles.sectionTitle}>
              Payment Method
            </h2>
            <dl className={styles.facts}>
              <dt>Method</dt>
              <dd>{order.paymentMethod}</dd>
            </dl>
            {order.isPaid ? (
              <Notice tone="success">Paid on {formatDate(order.paidAt ?? '')}</Notice>
            ) : cancelled ? (
              <Notice tone="info">{messages.orderCancelledOn(formatDate(order.cancelledAt ?? ''))}</Notice>
            ) : (
              <Notice tone="danger">{messages.notPaid}</Notice>
            )}
          </section>

          <section className={styles.section} aria-labelledby="order-items">
            <h2 id="order-items" className={styles.sectionTitle}>
              Order Items
            </h2>
            {items.length === 0 ? <p>{messages.orderEmpty}</p> : <ItemSummaryList items={items} />}
          </section>
        </div>

        <aside className={styles.aside} aria-label="Summary and payment">
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
        Pay {order.paymentMethod === 'Credit Card' ? 'by card or PayPal' : 'with PayPal'}
      </h2>
      {config.data ? <PayByNotice createdAt={order.createdAt} holdMinutes={config.data.orderHoldMinutes} /> : null}
      {config.isPending ? (
        <div className={styles.payLoading} role="status">
          Loading secure payment options…
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
