// Product writes (spec §7): create a sample, save the edit form, delete. Each refreshes the admin
// list and the shoppers' catalogue, so the change shows everywhere without a reload.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { messages } from '#domain/messages.ts';
import type { Product, ProductInput } from '#domain/schemas/product.ts';
import { api, ApiError, messageOf, newIdempotencyKey } from '#src/platform/api-client.ts';
import { catalogueWritten } from '#src/platform/catalogue-writes.ts';
import { CATALOGUE_KEY_ROOT } from '#src/platform/query-client.ts';
import { isSessionExpired, liveSession, useSessionExpired } from '#src/platform/session/session-expiry.ts';
import { adminProductKeys } from './admin-product-queries.ts';

function refreshProducts(queryClient: QueryClient) {
  catalogueWritten();
  void queryClient.invalidateQueries({ queryKey: adminProductKeys.all });
  void queryClient.invalidateQueries({ queryKey: [CATALOGUE_KEY_ROOT] });
}

export function failureMessage(error: unknown): string {
  return error instanceof ApiError ? messageOf(error.data, error.message) : messages.genericError;
}

/** Shows why a write failed; an expired session sends the admin to sign in again. */
export function useWriteFailure() {
  const sessionExpired = useSessionExpired();
  return (error: unknown) => (isSessionExpired(error) ? sessionExpired() : toast.error(failureMessage(error)));
}

/** spec §5: confirmed, and only with a live session; then straight to the new product's form. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onError = useWriteFailure();
  return useMutation({
    mutationFn: (idempotencyKey: string) => {
      liveSession();
      return api.post<Product>('/api/products', undefined, { idempotencyKey });
    },
    onSuccess: (product) => {
      toast.success(messages.productCreated);
      queryClient.setQueryData(adminProductKeys.detail(product.id), product);
      refreshProducts(queryClient);
      void navigate({ to: '/admin/product/$id/edit', params: { id: product.id } });
    },
    onError,
  });
}

/**
 * Saves the edit form. `input.countInStockWas` is the stock the form started from: when orders
 * moved it meanwhile and the admin typed a new count, the server refuses (409 with the stock it
 * names in its message) and `onStockMoved` gets exactly that stock, the form's new starting point:
 * what the admin was told is what the next save is checked against.
 */
export function useUpdateProduct(id: string, onStockMoved: (countInStock: number) => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const showFailure = useWriteFailure();
  const onError = (error: unknown) => {
    showFailure(error);
    // Only the stock conflict names a stock; another 409 (a save still in flight) changes nothing.
    const stockNow = error instanceof ApiError && error.status === 409 ? (error.data as { countInStock?: unknown } | null)?.countInStock : undefined;
    if (typeof stockNow === 'number') onStockMoved(stockNow);
  };
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: ProductInput; idempotencyKey: string }) =>
      api.put<Product>(`/api/products/${encodeURIComponent(id)}`, input, { idempotencyKey }),
    onSuccess: (product) => {
      toast.success(messages.productUpdated);
      queryClient.setQueryData(adminProductKeys.detail(id), product);
      refreshProducts(queryClient);
      void navigate({ to: '/admin/productlist' });
    },
    onError,
  });
}

export function useDeleteProduct(onDeleted: () => void) {
  const queryClient = useQueryClient();
  const onError = useWriteFailure();
  return useMutation({
    mutationFn: (product: Product) =>
      api.delete<{ message: string }>(`/api/products/${encodeURIComponent(product.id)}`, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: (_, product) => {
      toast.success(messages.productDeleted);
      queryClient.removeQueries({ queryKey: adminProductKeys.detail(product.id) });
      refreshProducts(queryClient);
      onDeleted();
    },
    onError,
  });
}
