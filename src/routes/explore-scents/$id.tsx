import { useQueryClient, useQueryErrorResetBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { toast } from 'sonner';
import { messages } from '#domain/messages.ts';
import { catalogueKeys, productQueryOptions } from '#src/features/catalogue/catalogue-queries.ts';
import { addToCart } from '#src/features/cart/cart-store.ts';
import { openCartModal } from '#src/features/cart/cart-modal-state.ts';
import { ProductLoadError } from '#src/features/product/product-load-error.tsx';
import { ProductPage } from '#src/features/product/product-page.tsx';
import { ProductSkeleton } from '#src/features/product/product-skeleton.tsx';

export const Route = createFileRoute('/explore-scents/$id')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(productQueryOptions(params.id)),
  pendingComponent: ProductSkeleton,
  errorComponent: ProductRouteError,
  component: ProductRoute,
});

function ProductRoute() {
  const { id } = Route.useParams();
  const queryClient = useQueryClient();
  const { data: product } = useSuspenseQuery(productQueryOptions(id));
  return (
    <ProductPage
      product={product}
      onAddToCart={(qty) => {
        addToCart(product, qty).then(openCartModal, () => toast.error(messages.genericError));
      }}
      // The new review changes this page, and the rating on every card that shows the scent.
      onReviewed={() => queryClient.invalidateQueries({ queryKey: catalogueKeys.all })}
    />
  );
}

function ProductRouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  return (
    <ProductLoadError
      error={error}
      onRetry={() => {
        queryReset.reset();
        reset();
        void router.invalidate();
      }}
    />
  );
}
