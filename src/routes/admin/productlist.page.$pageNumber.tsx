import * as m from '#messages';
import { usePageTitle } from '#src/app/document/page-title.ts';
import { createFileRoute } from '@tanstack/react-router';
import { AdminPending } from '#src/app/layout/admin-frame.tsx';
import { adminProductListQueryOptions, parseAdminPage } from '#src/features/admin-products/admin-product-queries.ts';
import { ProductList } from '#src/features/admin-products/product-list.tsx';

export const Route = createFileRoute('/admin/productlist/page/$pageNumber')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(adminProductListQueryOptions(parseAdminPage(params.pageNumber))).then(() => ({ title: m.admin_title_products() })),
  pendingComponent: AdminPending,
  component: ProductListPage,
});

function ProductListPage() {
  // The title comes with the page's file (its loader), not in the first visit's route tree.
  usePageTitle(Route.useLoaderData().title);
  const { pageNumber } = Route.useParams();
  return <ProductList page={parseAdminPage(pageNumber)} />;
}
