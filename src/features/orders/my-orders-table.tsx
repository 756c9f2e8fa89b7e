import { Link } from '@tanstack/react-router';
import { formatDate } from '#domain/format.ts';
import { messages } from '#domain/messages.ts';
import { formatMoney, toCents } from '#domain/money.ts';
import { maskOrderId } from '#domain/order-id.ts';
import type { Order } from '#domain/schemas/order.ts';
import * as styles from './my-orders-table.css.ts';

/** /my-orders (spec §2): every order of the shopper, newest first, ids masked (spec §9). */
export function MyOrdersTable({ orders }: { orders: readonly Order[] }) {
  if (orders.length === 0) return <p className={styles.empty}>{messages.orderHistoryEmpty}</p>;
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className="visually-hidden">Your orders, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col" className={styles.number}>
              Total
            </th>
            <th scope="col">Paid</th>
            <th scope="col">Delivered</th>
            <th scope="col">
              <span className="visually-hidden">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row" className={styles.id}>
                {maskOrderId(order.id)}
              </th>
              <td>{formatDate(order.createdAt)}</td>
              <td className={styles.number}>{formatMoney(toCents(order.totalPrice))}</td>
              <td>
                {order.isPaid ? (
                  formatDate(order.paidAt ?? '')
                ) : order.cancelledAt ? (
                  <span className={styles.cancelled}>{messages.orderCancelledStatus}</span>
                ) : (
                  <span className={styles.no}>Not paid</span>
                )}
              </td>
              <td>{order.isDelivered ? formatDate(order.deliveredAt ?? '') : order.cancelledAt ? <span className={styles.cancelled}>—</span> : <span className={styles.no}>Not delivered</span>}</td>
              <td>
                <Link to="/order/$id" params={{ id: order.id }} className={styles.details} aria-label={`Details of order ${maskOrderId(order.id)}`}>
                  Details
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
