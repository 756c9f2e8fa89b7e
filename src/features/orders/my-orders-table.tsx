import * as m from '#messages';
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
  {
    key: 'order',
    header: m.orders_order(),
    role: 'title',
    cell: (order) => <span className={styles.id}>{m.orders_order_number({ id: maskOrderId(order.id) })}</span>,
  },
  { key: 'date', header: m.orders_date(), cell: (order) => formatDate(order.createdAt) },
  { key: 'total', header: m.orders_total(), align: 'end', cell: (order) => <span className={styles.number}>{formatMoney(toCents(order.totalPrice))}</span> },
  {
    key: 'paid',
    header: m.orders_paid(),
    cell: (order) =>
      order.isPaid ? (
        formatDate(order.paidAt ?? '')
      ) : order.cancelledAt ? (
        <span className={styles.cancelled}>{messages.orderCancelledStatus}</span>
      ) : (
        <span className={styles.no}>{m.orders_not_paid()}</span>
      ),
  },
  {
    key: 'delivered',
    header: m.orders_delivered(),
    cell: (order) =>
      order.isDelivered ? (
        formatDate(order.deliveredAt ?? '')
      ) : order.cancelledAt ? (
        <span className={styles.cancelled}>—</span>
      ) : (
        <span className={styles.no}>{m.orders_not_delivered()}</span>
      ),
  },
  {
    key: 'details',
    header: m.orders_details(),
    hiddenHeader: true,
    role: 'actions',
    cell: (order) => (
      <Link to="/order/$id" params={{ id: order.id }} className={styles.details} aria-label={m.orders_details_of({ id: maskOrderId(order.id) })}>
        {m.orders_details()}
      </Link>
    ),
  },
];

/** /my-orders (spec §2): every order of the shopper, newest first, ids masked (spec §9). */
export function MyOrdersTable({ orders }: { orders: readonly Order[] }) {
  if (orders.length === 0) return <p className={styles.empty}>{messages.orderHistoryEmpty}</p>;
  return <DataTable caption={m.orders_newest_first()} columns={columns} rows={orders} rowKey={(order) => order.id} empty={messages.orderHistoryEmpty} />;
}
