import { createFileRoute } from '@tanstack/react-router';
import { productListQueryOptions } from '#src/features/catalogue/catalogue-queries.ts';
import { CatalogueResults } from '#src/features/catalogue/catalogue-results.tsx';
import { ProductGridSkeleton } from '#src/features/catalogue/product-grid.tsx';
import { catalogueHead } from '#src/features/seo/site-heads.ts';

export const Route = createFileRoute('/explore-scents/_catalogue/')({
  head: ({ match }) => catalogueHead(match.context.site.origin, { page: 1 }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(productListQueryOptions({ ...deps, page: 1 })),
  pendingComponent: () => <ProductGridSkeleton />,
  component: CataloguePage,
});

function CataloguePage() {
  const filters = Route.useSearch();
  return <CatalogueResults query={{ ...filters, page: 1 }} />;
}
