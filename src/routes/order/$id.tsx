import * as m from '#messages';
import { useQueryErrorResetBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { requireSession } from '#src/platform/session/require-session.ts';
import { useSession } from '#src/platform/session/session.ts';
import { OrderDetails } from '#src/features/orders/order-details.tsx';
import { OrderLoadError } from '#src/features/orders/order-load-error.tsx';
import { orderQueryOptions } from '#src/features/orders/order-queries.ts';
import { PageSkeleton } from '#src/ui/page-skeleton.tsx';

export const Route = createFileRoute('/order/$id')({
  beforeLoad: ({ location }) => {
    requireSession({ location });
  },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(orderQueryOptions(params.id)),
  pendingComponent: () => <PageSkeleton label={m.orders_loading_order()} />,
  errorComponent: OrderRouteError,
  component: OrderRoute,
});

function OrderRoute() {
  const { id } = Route.useParams();
  const { data: order } = useSuspenseQuery(orderQueryOptions(id));
  return <OrderDetails order={order} viewer={useSession()} />;
}

function OrderRouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  return (
    <OrderLoadError
      error={error}
      onRetry={() => {
        queryReset.reset();
        reset();
        void router.invalidate();
      }}
    />
  );
}
