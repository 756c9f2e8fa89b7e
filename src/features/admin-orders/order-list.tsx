import * as m from '#messages';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDate } from '#domain/format.ts';
import { messages } from '#domain/messages.ts';
import { formatMoney, toCents } from '#domain/money.ts';
import { maskOrderId } from '#domain/order-id.ts';
import { isFormerShopper } from '#domain/schemas/account-data.ts';
import type { Order } from '#domain/schemas/order.ts';
import { type Column, DataTable } from '#src/ui/data-table.tsx';
import { PageHeader } from '#src/ui/page-header.tsx';
import { Pagination } from '#src/ui/pagination.tsx';
import { Select } from '#src/ui/select.tsx';
import { adminOrderListQueryOptions } from './admin-order-queries.ts';
import type { OrderListSearch } from './order-list-search.ts';
import * as styles from './order-list.css.ts';
import { PaidOrdersSwitch } from './paid-orders-switch.tsx';
import { MailBacklog } from './mail-backlog.tsx';
import { OrdersChart } from './orders-chart.tsx';

type OrderListProps = { search: OrderListSearch; onSearch: (next: OrderListSearch) => void };

const paidOptions = [
  { value: 'true', label: m.admin_paid() },
  { value: 'false', label: m.admin_not_paid() },
] as const;
const deliveredOptions = [
  { value: 'true', label: m.admin_delivered() },
  { value: 'false', label: m.admin_not_delivered() },
] as const;

function Status({ done, at, yes, no }: { done: boolean; at: string | null; yes: string; no: string }) {
  return done ? (
    <span className={styles.status}>
      <span className={styles.yes}>{yes}</span>
      {at ? <span className={styles.when}> {formatDate(at)}</span> : null}
    </span>
  ) : (
    <span className={styles.no}>{no}</span>
  );
}

/** An unpaid order whose hold ran out or that its shopper let go: over, not overdue. */
function Cancelled({ at }: { at: string }) {
  return (
    <span className={styles.status}>
      <span className={styles.cancelled}>{messages.orderCancelledStatus}</span>
      <span className={styles.when}> {formatDate(at)}</span>
    </span>
  );
}

// The masked id is the link to the order page: one tap target per row, and no extra column on
// a portrait tablet.
const columns: Column<Order>[] = [
  {
    key: 'id',
    header: m.admin_order(),
    role: 'title',
    cell: (o) => (
      <Link to="/order/$id" params={{ id: o.id }} className={styles.idLink} aria-label={m.admin_order_details({ id: maskOrderId(o.id) })}>
        {maskOrderId(o.id)}
      </Link>
    ),
  },
  {
    key: 'user',
    header: m.admin_customer(),
    cell: (o) => (
      <span className={styles.user}>
        {isFormerShopper(o.user) ? (
          <span>{m.orders_former_shopper()}</span>
        ) : (
          <>
            <span>{o.user.name}</span>
            <span className={styles.email}>{o.user.email}</span>
          </>
        )}
      </span>
    ),
  },
  { key: 'date', header: m.admin_date(), cell: (o) => <span className={styles.nowrap}>{formatDate(o.createdAt)}</span> },
  { key: 'total', header: m.admin_total(), align: 'end', cell: (o) => <span className={styles.nowrap}>{formatMoney(toCents(o.totalPrice))}</span> },
  {
    key: 'paid',
    header: m.admin_paid(),
    cell: (o) => (o.cancelledAt ? <Cancelled at={o.cancelledAt} /> : <Status done={o.isPaid} at={o.paidAt} yes={m.admin_paid()} no={m.admin_not_paid()} />),
  },
  {
    key: 'delivered',
    header: m.admin_delivered(),
    cell: (o) =>
      o.cancelledAt ? (
        <span className={styles.when}>—</span>
      ) : (
        <Status done={o.isDelivered} at={o.deliveredAt} yes={m.admin_delivered()} no={m.admin_not_delivered()} />
      ),
  },
];

/** /admin/orderlist: every order, newest first (spec §2), filterable by paid and delivered. */
export function OrderList({ search, onSearch }: OrderListProps) {
  const { data } = useSuspenseQuery(adminOrderListQueryOptions(search));
  const filtered = search.paid !== undefined || search.delivered !== undefined;
  const asOption = (flag: boolean | undefined) => (flag === undefined ? undefined : String(flag));
  const asFlag = (value: string | undefined) => (value === undefined ? undefined : value === 'true');
  return (
    <>
      <PageHeader
        eyebrow={m.admin_eyebrow()}
        title={m.admin_orders_title()}
        intro={filtered ? m.admin_orders_intro_filtered({ count: data.total }) : m.admin_orders_intro_all({ count: data.total })}
      />
      <MailBacklog />
      <PaidOrdersSwitch />
      <OrdersChart />
      <div className={styles.filters} role="group" aria-label={m.admin_filter_orders()}>
        <Select
          label={m.admin_payment()}
          value={asOption(search.paid)}
          options={paidOptions}
          allLabel={m.admin_all_orders()}
          onChange={(paid) => onSearch({ ...search, paid: asFlag(paid), page: undefined })}
        />
        <Select
          label={m.admin_delivery()}
          value={asOption(search.delivered)}
          options={deliveredOptions}
          allLabel={m.admin_all_orders()}
          onChange={(delivered) => onSearch({ ...search, delivered: asFlag(delivered), page: undefined })}
        />
      </div>
      <DataTable
        caption={m.admin_orders_caption({ page: data.page, pages: data.pages })}
        columns={columns}
        rows={data.orders}
        rowKey={(o) => o.id}
        empty={filtered ? m.admin_no_orders_match() : m.admin_no_orders()}
      />
      <Pagination
        page={data.page}
        pages={data.pages}
        label={m.admin_order_pages()}
        link={(n, props) => (
          <Link to="/admin/orderlist" search={{ ...search, page: n === 1 ? undefined : n }} activeOptions={{ exact: true, includeSearch: true }} {...props} />
        )}
      />
    </>
  );
}
