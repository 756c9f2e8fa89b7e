import * as m from '#messages';
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
          {m.account_personal_information()}
        </h2>
        <dl className={styles.facts}>
          <dt>{m.auth_name()}</dt>
          <dd>{user.name}</dd>
          <dt>{m.auth_email()}</dt>
          <dd>{user.email}</dd>
          {user.createdAt ? (
            <>
              <dt>{m.account_member_since()}</dt>
              <dd>{formatDate(user.createdAt)}</dd>
            </>
          ) : null}
        </dl>
        <Link to="/my-profile" className={buttonClass({ variant: 'secondary' })}>
          {m.account_edit_profile()}
        </Link>
      </section>

      <section className={styles.card} aria-labelledby="account-orders">
        <h2 id="account-orders" className={styles.cardTitle}>
          {m.account_recent_orders()}
        </h2>
        {recent.length === 0 ? (
          <p className={styles.muted}>{m.account_no_paid_orders()}</p>
        ) : (
          <ul className={styles.orders} aria-label={m.account_last_paid_orders()}>
            {recent.map((order) => (
              <li key={order.id} className={styles.order}>
                <Link to="/order/$id" params={{ id: order.id }} className={styles.orderLink}>
                  {m.orders_order_number({ id: maskOrderId(order.id) })}
                </Link>
                <span className={styles.muted}>{formatDate(order.createdAt)}</span>
                <span className={styles.amount}>{formatMoney(toCents(order.totalPrice))}</span>
                <span className={order.isDelivered ? styles.delivered : styles.muted}>
                  {order.isDelivered ? m.orders_delivered() : m.orders_not_delivered()}
                </span>
              </li>
            ))}
          </ul>
        )}
        <Link to="/my-orders" className={buttonClass({ variant: 'secondary' })}>
          {m.account_view_all_orders()}
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
