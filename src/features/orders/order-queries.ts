// Everything the SPA reads about orders, behind one key factory (DESIGN §7 rule 9). Orders are
// the shopper's own data: never persisted (only 'catalogue' keys are), fresh for 5 s (spec §9).
import { queryOptions } from '@tanstack/react-query';
import type { Order, PaypalConfig } from '#domain/schemas/order.ts';
import { api } from '#src/platform/api-client.ts';
import { USER_QUERY_STALE_MS } from '#src/platform/query-client.ts';

/** GET /api/config/paypal; `sdkUrl` lets tests point the buttons at a local stand-in of PayPal's script. */
export type PaymentConfig = PaypalConfig & { sdkUrl?: string };

export const orderKeys = {
  all: ['orders'] as const,
  mine: () => [...orderKeys.all, 'mine'] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  paymentConfig: () => [...orderKeys.all, 'payment-config'] as const,
};

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => api.get<Order>(`/api/orders/${encodeURIComponent(id)}`, { signal }),
    staleTime: USER_QUERY_STALE_MS,
  });

export const myOrdersQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.mine(),
    queryFn: ({ signal }) => api.get<Order[]>('/api/orders/my-orders', { signal }),
    staleTime: USER_QUERY_STALE_MS,
  });

export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.paymentConfig(),
    queryFn: ({ signal }) => api.get<PaymentConfig>('/api/config/paypal', { signal }),
    // The settings change only with a deployment.
    staleTime: 10 * 60_000,
  });
