import { createFileRoute } from '@tanstack/react-router';
import { productListQueryOptions } from '#src/features/catalogue/catalogue-queries.ts';
import { CatalogueResults } from '#src/features/catalogue/catalogue-results.tsx';
import { ProductGridSkeleton } from '#src/features/catalogue/product-grid.tsx';

export const Route = createFileRoute('/explore-scents/_catalogue/')({
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(productListQueryOptions({ ...deps, page: 1 })),
  pendingComponent: () => <ProductGridSkeleton />,
  component: CataloguePage,
});

function CataloguePage() {
  const filters = Route.useSearch();
  return <CatalogueResults query={{ ...filters, page: 1 }} />;
}
