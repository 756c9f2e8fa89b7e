import { queryOptions } from '@tanstack/react-query';
import type { Product, ProductPage } from '#domain/schemas/product.ts';
import { api } from '#src/platform/api-client.ts';

// Not under the 'catalogue' root: what an admin sees is always asked of the server afresh and
// never persisted on the (possibly shared) tablet. `drafts=include`: drafts too (admins only,
// never from a shared cache), which the shoppers' reads of the same paths leave out.
export const adminProductKeys = {
  all: ['admin-products'] as const,
  lists: () => [...adminProductKeys.all, 'list'] as const,
  list: (page: number) => [...adminProductKeys.lists(), page] as const,
  detail: (id: string) => [...adminProductKeys.all, 'detail', id] as const,
};

export const adminProductListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminProductKeys.list(page),
    queryFn: ({ signal }) => api.get<ProductPage>(`/api/products?pageNumber=${page}&drafts=include`, { signal }),
    staleTime: 0,
  });

export const adminProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminProductKeys.detail(id),
    queryFn: ({ signal }) => api.get<Product>(`/api/products/${encodeURIComponent(id)}?drafts=include`, { signal }),
    staleTime: 0,
  });

/** '/admin/productlist/page/abc' or '/page/0' is a mistyped link: page 1. */
export function parseAdminPage(raw: string | undefined): number {
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : 1;
}
