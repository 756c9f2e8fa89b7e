// Order writes (DESIGN §3): placing with an Idempotency-Key, paying (PayPal or a test payment)
// and, for admins, marking delivered. Each success puts the server's order straight into the
// cache so the page updates without a second request, and says so with the spec's toast.
import * as m from '#messages';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { toast } from 'sonner';
import { messages } from '#domain/messages.ts';
import type { CreateOrderInput, Order, PaypalOrderCreated } from '#domain/schemas/order.ts';
import { maskOrderId } from '#domain/order-id.ts';
import { api, ApiError, newIdempotencyKey } from '#src/platform/api-client.ts';
import { sendOrQueue } from '#src/platform/outbox/outbox-store.ts';
import { orderKeys } from './order-queries.ts';
import { type OrderDraft, orderRequest, placeOrderFailure, priceChanges } from './order-request.ts';

const orderPath = (id: string) => `/api/orders/${encodeURIComponent(id)}`;

function storeOrder(queryClient: QueryClient, order: Order) {
  queryClient.setQueryData(orderKeys.detail(order.id), order);
  void queryClient.invalidateQueries({ queryKey: orderKeys.mine() });
}

/** A payment failure in the shopper's words: offline is said plainly, the server's reason otherwise. */
export function paymentFailure(error: unknown): string {
  if (error instanceof ApiError) return error.isNetwork ? messages.paymentNeedsNetwork : error.message;
  if (error instanceof Error && error.message) return error.message;
  return messages.genericError;
}

/**
 * POST /api/orders from a basket. One Idempotency-Key per intent: the same basket sent again (a
 * double click, a retry after a lost answer) reuses the key, so the server returns the first
 * order instead of making a second; a changed basket is a new intent with a new key.
 * `errorMessage` says in the shopper's words why an order was not placed (stock, offline…).
 */
export function usePlaceOrder(onPlaced: (order: Order) => void | Promise<void>) {
  const queryClient = useQueryClient();
  const intent = useRef<{ body: string; key: string } | null>(null);
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: ({ body, key }: { draft: OrderDraft; body: CreateOrderInput; key: string }) => api.post<Order>('/api/orders', body, { idempotencyKey: key }),
    // Only a lost answer is worth repeating, and the key makes the repeat harmless.
    retry: (count, error) => count < 1 && error instanceof ApiError && error.status === 'TIMEOUT_ERROR',
    onSuccess: async (order, { draft }) => {
      intent.current = null;
      storeOrder(queryClient, order);
      for (const note of priceChanges(draft.lines, order)) toast.info(note);
      await onPlaced(order);
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  const place = (draft: OrderDraft) => {
    // A second click can arrive before React re-renders the disabled button.
    if (inFlight.current) return;
    inFlight.current = true;
    const body = orderRequest(draft);
    const json = JSON.stringify(body);
    if (intent.current?.body !== json) intent.current = { body: json, key: newIdempotencyKey() };
    mutation.mutate({ draft, body, key: intent.current.key });
  };

  const errorMessage = mutation.error ? placeOrderFailure(mutation.error, mutation.variables?.draft.lines ?? []) : undefined;
  return { place, isPending: mutation.isPending || mutation.isSuccess, errorMessage };
}

/**
 * A payment refused because the order changed meanwhile (cancelled: its hold ran out) leaves the
 * page showing a payable order: it is fetched again, so the shopper sees it as it is.
 */
function refreshAfterFailure(queryClient: QueryClient, orderId: string, error: unknown) {
  if (error instanceof ApiError && !error.isNetwork) void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
}

/** PUT /api/orders/:id/cancel: the owner lets an unpaid order go; its samples go back at once. */
export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  const key = useRef(newIdempotencyKey());
  return useMutation({
    mutationFn: () => api.put<Order>(`${orderPath(orderId)}/cancel`, undefined, { idempotencyKey: key.current }),
    onSuccess: (order) => {
      storeOrder(queryClient, order);
      toast.success(messages.orderCancelledToast);
    },
    onError: (error) => {
      refreshAfterFailure(queryClient, orderId, error);
      toast.error(error instanceof ApiError && error.isNetwork ? messages.cancelNeedsNetwork : paymentFailure(error));
    },
  });
}

/** PUT /api/orders/:id/pay { testPayment: true }: offered only when the server says test payments are on. */
export function useTestPayment(orderId: string) {
  const queryClient = useQueryClient();
  const key = useRef(newIdempotencyKey());
  return useMutation({
    mutationFn: () => api.put<Order>(`${orderPath(orderId)}/pay`, { testPayment: true }, { idempotencyKey: key.current }),
    onSuccess: (order) => {
      storeOrder(queryClient, order);
      toast.success(messages.orderPaid);
    },
    onError: (error) => {
      refreshAfterFailure(queryClient, orderId, error);
      toast.error(paymentFailure(error));
    },
  });
}

export const deliverPath = (orderId: string) => `${orderPath(orderId)}/deliver`;

/**
 * PUT /api/orders/:id/deliver (admins, paid orders). An admin's tablet loses the network in a
 * stockroom: the click then waits in the outbox (DESIGN §4) and is sent, once, when it is back.
 */
export function useMarkDelivered(orderId: string | undefined) {
  const queryClient = useQueryClient();
  const key = useRef(newIdempotencyKey());
  return useMutation({
    mutationFn: async () => {
      if (!orderId) throw new Error(messages.orderIdMissing);
      return sendOrQueue<Order>({
        kind: 'deliver',
        method: 'PUT',
        path: deliverPath(orderId),
        idempotencyKey: key.current,
        label: m.orders_marking_delivered({ id: maskOrderId(orderId) }),
        sentMessage: messages.orderDelivered,
        invalidate: [orderKeys.all],
      });
    },
    onSuccess: (result) => {
      if (result.queued) {
        toast.success(messages.savedOffline);
        return;
      }
      storeOrder(queryClient, result.data);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      toast.success(messages.orderDelivered);
    },
    onError: (error) => toast.error(error instanceof ApiError ? messages.orderDeliverFailed : messages.orderIdMissing),
  });
}

/**
 * What the PayPal buttons and card fields call (DESIGN §3): our server creates the PayPal order
 * for our total and, once the buyer approves, captures and verifies it. Whatever fails reaches
 * the SDK's onError, which shows it as a toast.
 */
export function usePaypalHandlers(orderId: string) {
  const queryClient = useQueryClient();
  return {
    createOrder: async (): Promise<string> => {
      const created = await api.post<PaypalOrderCreated>(`${orderPath(orderId)}/paypal`, undefined, { idempotencyKey: newIdempotencyKey() });
      return created.id;
    },
    onApprove: async ({ orderID }: { orderID: string }): Promise<void> => {
      // Keyed by PayPal's order id: a repeated approval captures once.
      const order = await api.put<Order>(`${orderPath(orderId)}/pay`, { paypalOrderId: orderID }, { idempotencyKey: `paypal-${orderID}` });
      storeOrder(queryClient, order);
      toast.success(messages.orderPaid);
    },
    onError: (error: unknown) => {
      refreshAfterFailure(queryClient, orderId, error);
      // One id: the SDK may report a failure both to onError and by rejecting submit().
      toast.error(paymentFailure(error), { id: `paypal-error-${orderId}` });
    },
  };
}
