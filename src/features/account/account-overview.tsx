import { messages } from '#domain/messages.ts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDate } from '#domain/format.ts';
import { formatMoney, toCents } from '#domain/money.ts';
import { maskOrderId } from '#domain/order-id.ts';
import type { Order } from '#domain/schemas/order.ts';
import type { SessionUser } from '#domain/schemas/user.ts';
import { buttonClass } from '#src/ui/button.tsx';
import { recentPaidOrders } from './recent-paid-orders.ts';
import * as styles from './account.css.ts';

/** /my-account (spec §2): who the shopper is, their last 3 paid orders, and the way to the rest. */
type AccountOverviewProps = {
  user: SessionUser;
  orders: readonly Order[];
  /** The scents the shopper asked to hear about (the route composes the restock alerts' list). */
  restockAlerts?: ReactNode;
};

export function AccountOverview({ user, orders, restockAlerts }: AccountOverviewProps) {
  const recent = recentPaidOrders(orders);
  return (
    <div className={styles.grid}>
      <section className={styles.card} aria-labelledby="account-info">
        <h2 id="account-info" className={styles.cardTitle}>
          Personal Information
        </h2>
        <dl className={styles.facts}>
          <dt>Name</dt>
          <dd>{user.name}</dd>
          <dt>Email</dt>
          <dd>{user.email}</dd>
          {user.createdAt ? (
            <>
              <dt>Member since</dt>
              <dd>{formatDate(user.createdAt)}</dd>
            </>
          ) : null}
        </dl>
        <Link to="/my-profile" className={buttonClass({ variant: 'secondary' })}>
          Edit Profile
        </Link>
      </section>

      <section className={styles.card} aria-labelledby="account-orders">
        <h2 id="account-orders" className={styles.cardTitle}>
          Recent Orders
        </h2>
        {recent.length === 0 ? (
          <p className={styles.muted}>No paid orders yet. Your latest three will appear here.</p>
        ) : (
          <ul className={styles.orders} aria-label="Last paid orders">
            {recent.map((order) => (
              <li key={order.id} className={styles.order}>
                <Link to="/order/$id" params={{ id: order.id }} className={styles.orderLink}>
                  Order {maskOrderId(order.id)}
                </Link>
                <span className={styles.muted}>{formatDate(order.createdAt)}</span>
                <span className={styles.amount}>{formatMoney(toCents(order.totalPrice))}</span>
                <span className={order.isDelivered ? styles.delivered : styles.muted}>{order.isDelivered ? 'Delivered' : 'On its way'}</span>
              </li>
            ))}
          </ul>
        )}
        <Link to="/my-orders" className={buttonClass({ variant: 'secondary' })}>
          View All Orders
        </Link>
      </section>

      {restockAlerts ? (
        <section className={styles.card} aria-labelledby="account-alerts">
          <h2 id="account-alerts" className={styles.cardTitle}>
            {messages.restockAlertsTitle}
          </h2>
          {restockAlerts}
        </section>
      ) : null}
    </div>
  );
}
