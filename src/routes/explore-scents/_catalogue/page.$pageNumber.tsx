import { createFileRoute, redirect } from '@tanstack/react-router';
import { productListQueryOptions } from '#src/features/catalogue/catalogue-queries.ts';
import { CatalogueResults } from '#src/features/catalogue/catalogue-results.tsx';
import { catalogueSpot, parsePageNumber } from '#src/features/catalogue/catalogue-search.ts';
import { ProductGridSkeleton } from '#src/features/catalogue/product-grid.tsx';
import { catalogueHead } from '#src/features/seo/site-heads.ts';

export const Route = createFileRoute('/explore-scents/_catalogue/page/$pageNumber')({
  // '/page/abc' or '/page/0' is a mistyped link, not an error: show the first page.
  beforeLoad: ({ params, search }) => {
    if (parsePageNumber(params.pageNumber) === null) throw redirect({ to: '/explore-scents', search, replace: true });
  },
  head: ({ match, params }) => catalogueHead(match.context.site.origin, catalogueSpot(params)),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) => context.queryClient.ensureQueryData(productListQueryOptions({ ...deps, ...catalogueSpot(params) })),
  pendingComponent: () => <ProductGridSkeleton />,
  component: CataloguePageN,
});

function CataloguePageN() {
  return <CatalogueResults query={{ ...Route.useSearch(), ...catalogueSpot(Route.useParams()) }} />;
}
