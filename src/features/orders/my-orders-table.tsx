import { Link } from '@tanstack/react-router';
import { formatDate } from '#domain/format.ts';
import { messages } from '#domain/messages.ts';
import { formatMoney, toCents } from '#domain/money.ts';
import { maskOrderId } from '#domain/order-id.ts';
import type { Order } from '#domain/schemas/order.ts';
import { type Column, DataTable } from '#src/ui/data-table.tsx';
import * as styles from './my-orders-table.css.ts';

// A table on a tablet or a desktop; on a phone each order is a card (issue 27: the table was
// 653 px wide in a 358 px box, "Paid" read "Not pa" and the only link to an order was off-screen).
const columns: Column<Order>[] = [
  { key: 'order', header: 'Order', role: 'title', cell: (order) => <span className={styles.id}>Order {maskOrderId(order.id)}</span> },
  { key: 'date', header: 'Date', cell: (order) => formatDate(order.createdAt) },
  { key: 'total', header: 'Total', align: 'end', cell: (order) => <span className={styles.number}>{formatMoney(toCents(order.totalPrice))}</span> },
  {
    key: 'paid',
    header: 'Paid',
    cell: (order) =>
      order.isPaid ? (
        formatDate(order.paidAt ?? '')
      ) : order.cancelledAt ? (
        <span className={styles.cancelled}>{messages.orderCancelledStatus}</span>
      ) : (
        <span className={styles.no}>Not paid</span>
      ),
  },
  {
    key: 'delivered',
    header: 'Delivered',
    cell: (order) => (order.isDelivered ? formatDate(order.deliveredAt ?? '') : order.cancelledAt ? <span className={styles.cancelled}>—</span> : <span className={styles.no}>Not delivered</span>),
  },
  {
    key: 'details',
    header: 'Details',
    hiddenHeader: true,
    role: 'actions',
    cell: (order) => (
      <Link to="/order/$id" params={{ id: order.id }} className={styles.details} aria-label={`Details of order ${maskOrderId(order.id)}`}>
        Details
      </Link>
    ),
  },
];

/** /my-orders (spec §2): every order of the shopper, newest first, ids masked (spec §9). */
export function MyOrdersTable({ orders }: { orders: readonly Order[] }) {
  if (orders.length === 0) return <p className={styles.empty}>{messages.orderHistoryEmpty}</p>;
  return <DataTable caption="Your orders, newest first" columns={columns} rows={orders} rowKey={(order) => order.id} empty={messages.orderHistoryEmpty} />;
}
