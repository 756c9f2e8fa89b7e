import { useQueryClient, useQueryErrorResetBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, type ErrorComponentProps, notFound, useRouter } from '@tanstack/react-router';
import { toast } from 'sonner';
import { messages } from '#domain/messages.ts';
import { ApiError } from '#src/platform/api-client.ts';
import { catalogueKeys, productQueryOptions } from '#src/features/catalogue/catalogue-queries.ts';
import { addToCart } from '#src/features/cart/cart-store.ts';
import { openCartModal } from '#src/features/cart/cart-modal-state.ts';
import { ProductLoadError } from '#src/features/product/product-load-error.tsx';
import { ProductPage } from '#src/features/product/product-page.tsx';
import { ProductSkeleton } from '#src/features/product/product-skeleton.tsx';
import { productHead } from '#src/features/seo/product-head.ts';

export const Route = createFileRoute('/explore-scents/$id')({
  // An unknown or malformed id is a page that does not exist (the server answers it with 404).
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(productQueryOptions(params.id)).catch((error: unknown) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
      throw error;
    }),
  head: ({ loaderData, match }) => (loaderData ? productHead(loaderData, match.context.site.origin) : {}),
  pendingComponent: ProductSkeleton,
  // spec §8: the server's message ('Product not found') and a way back.
  notFoundComponent: () => <ProductLoadError message={messages.productNotFound} />,
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
