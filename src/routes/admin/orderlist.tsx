import * as m from '#messages';
import { usePageTitle } from '#src/app/document/page-title.ts';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AdminPending } from '#src/app/layout/admin-frame.tsx';
import { adminOrderListQueryOptions } from '#src/features/admin-orders/admin-order-queries.ts';
import { validateOrderListSearch } from '#src/features/admin-orders/order-list-search.ts';
import { OrderList } from '#src/features/admin-orders/order-list.tsx';

export const Route = createFileRoute('/admin/orderlist')({
  validateSearch: validateOrderListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(adminOrderListQueryOptions(deps)).then(() => ({ title: m.admin_title_orders() })),
  pendingComponent: AdminPending,
  component: OrderListPage,
});

function OrderListPage() {
  // The title comes with the page's file (its loader), not in the first visit's route tree.
  usePageTitle(Route.useLoaderData().title);
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return <OrderList search={search} onSearch={(next) => void navigate({ search: next })} />;
}
