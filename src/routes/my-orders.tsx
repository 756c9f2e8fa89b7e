import * as m from '#messages';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '#src/platform/session/require-session.ts';
import { AccountFrame } from '#src/features/account/account-frame.tsx';
import { MyOrdersTable } from '#src/features/orders/my-orders-table.tsx';
import { OrdersLoadError } from '#src/features/orders/orders-load-error.tsx';
import { myOrdersQueryOptions } from '#src/features/orders/order-queries.ts';
import { PageSkeleton } from '#src/ui/page-skeleton.tsx';

export const Route = createFileRoute('/my-orders')({
  beforeLoad: ({ location }) => {
    requireSession({ location });
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(myOrdersQueryOptions()),
  pendingComponent: () => <PageSkeleton label={m.orders_loading()} />,
  errorComponent: OrdersLoadError,
  component: MyOrdersRoute,
});

function MyOrdersRoute() {
  const { data: orders } = useSuspenseQuery(myOrdersQueryOptions());
  return (
    <AccountFrame title={m.account_my_orders()}>
      <MyOrdersTable orders={orders} />
    </AccountFrame>
  );
}
