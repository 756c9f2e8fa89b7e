import { createFileRoute } from '@tanstack/react-router';
import { productListQueryOptions } from '#src/features/catalogue/catalogue-queries.ts';
import { CatalogueResults } from '#src/features/catalogue/catalogue-results.tsx';
import { catalogueSpot } from '#src/features/catalogue/catalogue-search.ts';
import { ProductGridSkeleton } from '#src/features/catalogue/product-grid.tsx';
import { catalogueHead } from '#src/features/seo/site-heads.ts';

export const Route = createFileRoute('/explore-scents/_catalogue/')({
  head: ({ match, params }) => catalogueHead(match.context.site.origin, catalogueSpot(params)),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) => context.queryClient.ensureQueryData(productListQueryOptions({ ...deps, ...catalogueSpot(params) })),
  pendingComponent: () => <ProductGridSkeleton />,
  component: CataloguePage,
});

function CataloguePage() {
  return <CatalogueResults query={{ ...Route.useSearch(), ...catalogueSpot(Route.useParams()) }} />;
}
