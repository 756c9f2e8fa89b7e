import * as m from '#messages';
import { usePageTitle } from '#src/app/document/page-title.ts';
import { createFileRoute } from '@tanstack/react-router';
import { AdminPending } from '#src/app/layout/admin-frame.tsx';
import { adminProductListQueryOptions } from '#src/features/admin-products/admin-product-queries.ts';
import { ProductList } from '#src/features/admin-products/product-list.tsx';

export const Route = createFileRoute('/admin/productlist/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(adminProductListQueryOptions(1)).then(() => ({ title: m.admin_title_products() })),
  pendingComponent: AdminPending,
  component: ProductListPage,
});

function ProductListPage() {
  // The title comes with the page's file (its loader), not in the first visit's route tree.
  usePageTitle(Route.useLoaderData().title);
  return <ProductList page={1} />;
}
