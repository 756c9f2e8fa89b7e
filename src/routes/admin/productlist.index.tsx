import * as m from '#messages';
import { createFileRoute } from '@tanstack/react-router';
import { AdminPending } from '#src/app/layout/admin-frame.tsx';
import { adminProductListQueryOptions } from '#src/features/admin-products/admin-product-queries.ts';
import { ProductList } from '#src/features/admin-products/product-list.tsx';

export const Route = createFileRoute('/admin/productlist/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(adminProductListQueryOptions(1)),
  head: () => ({ meta: [{ title: m.admin_title_products() }] }),
  pendingComponent: AdminPending,
  component: () => <ProductList page={1} />,
});
