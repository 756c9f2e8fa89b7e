import { queryOptions } from '@tanstack/react-query';
import { ORDER_STATS_DEFAULT_DAYS, type OrderDayStats } from '#domain/schemas/order-stats.ts';
import type { MessageSummary } from '#domain/schemas/message-summary.ts';
import type { OrderPage } from '#domain/schemas/order.ts';
import { api } from '#src/platform/api-client.ts';
import { USER_QUERY_STALE_MS } from '#src/platform/query-client.ts';
import type { OrderListSearch } from './order-list-search.ts';

export const adminOrderKeys = {
  all: ['admin-orders'] as const,
  list: (search: OrderListSearch) => [...adminOrderKeys.all, 'list', { page: search.page ?? 1, paid: search.paid, delivered: search.delivered }] as const,
  stats: (days: number) => [...adminOrderKeys.all, 'stats', days] as const,
  messages: () => [...adminOrderKeys.all, 'messages'] as const,
};

export function orderListPath({ page, paid, delivered }: OrderListSearch): string {
  const params = new URLSearchParams({ pageNumber: String(page ?? 1) });
  if (paid !== undefined) params.set('paid', String(paid));
  if (delivered !== undefined) params.set('delivered', String(delivered));
  return `/api/orders?${params}`;
}

export const adminOrderListQueryOptions = (search: OrderListSearch) =>
  queryOptions({
    queryKey: adminOrderKeys.list(search),
    queryFn: ({ signal }) => api.get<OrderPage>(orderListPath(search), { signal }),
    staleTime: USER_QUERY_STALE_MS,
  });

export const orderStatsQueryOptions = (days = ORDER_STATS_DEFAULT_DAYS) =>
  queryOptions({
    queryKey: adminOrderKeys.stats(days),
    queryFn: ({ signal }) => api.get<OrderDayStats[]>(`/api/orders/stats?days=${days}`, { signal }),
    staleTime: USER_QUERY_STALE_MS,
  });

/** Mail waiting or given up (issue 22): the one line above the orders when there is any. */
export const messageSummaryQueryOptions = () =>
  queryOptions({
    queryKey: adminOrderKeys.messages(),
    queryFn: ({ signal }) => api.get<MessageSummary>('/api/messages/summary', { signal }),
    staleTime: USER_QUERY_STALE_MS,
  });
