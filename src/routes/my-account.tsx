import * as m from '#messages';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '#src/platform/session/require-session.ts';
import { useSession } from '#src/platform/session/session.ts';
import { AccountFrame } from '#src/features/account/account-frame.tsx';
import { AccountOverview } from '#src/features/account/account-overview.tsx';
import { RestockAlertList } from '#src/features/restock-alerts/restock-alert-list.tsx';
import { OrdersLoadError } from '#src/features/orders/orders-load-error.tsx';
import { myOrdersQueryOptions } from '#src/features/orders/order-queries.ts';
import { PageSkeleton } from '#src/ui/page-skeleton.tsx';

export const Route = createFileRoute('/my-account')({
  beforeLoad: ({ location }) => {
    requireSession({ location });
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(myOrdersQueryOptions()),
  pendingComponent: () => <PageSkeleton label={m.account_loading()} />,
  errorComponent: OrdersLoadError,
  component: MyAccountRoute,
});

function MyAccountRoute() {
  const user = useSession();
  const { data: orders } = useSuspenseQuery(myOrdersQueryOptions());
  return (
    <AccountFrame title={m.account_my_account()}>
      {user ? <AccountOverview user={user} orders={orders} restockAlerts={<RestockAlertList />} /> : null}
    </AccountFrame>
  );
}
