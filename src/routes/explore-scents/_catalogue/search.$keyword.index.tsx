import { createFileRoute, redirect } from '@tanstack/react-router';
import { productListQueryOptions } from '#src/features/catalogue/catalogue-queries.ts';
import { CatalogueResults } from '#src/features/catalogue/catalogue-results.tsx';
import { catalogueSpot, cleanKeyword } from '#src/features/catalogue/catalogue-search.ts';
import { ProductGridSkeleton } from '#src/features/catalogue/product-grid.tsx';
import { catalogueHead } from '#src/features/seo/site-heads.ts';

export const Route = createFileRoute('/explore-scents/_catalogue/search/$keyword/')({
  // A blank keyword ('/search/%20') is no search at all.
  beforeLoad: ({ params, search }) => {
    if (!cleanKeyword(params.keyword)) throw redirect({ to: '/explore-scents', search, replace: true });
  },
  head: ({ match, params }) => catalogueHead(match.context.site.origin, catalogueSpot(params)),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) => context.queryClient.ensureQueryData(productListQueryOptions({ ...deps, ...catalogueSpot(params) })),
  pendingComponent: () => <ProductGridSkeleton />,
  component: SearchPage,
});

function SearchPage() {
  return <CatalogueResults query={{ ...Route.useSearch(), ...catalogueSpot(Route.useParams()) }} />;
}
