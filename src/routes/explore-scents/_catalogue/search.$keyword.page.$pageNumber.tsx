import { createFileRoute, redirect } from '@tanstack/react-router';
import { productListQueryOptions } from '#src/features/catalogue/catalogue-queries.ts';
import { CatalogueResults } from '#src/features/catalogue/catalogue-results.tsx';
import { catalogueSpot, cleanKeyword, parsePageNumber } from '#src/features/catalogue/catalogue-search.ts';
import { ProductGridSkeleton } from '#src/features/catalogue/product-grid.tsx';
import { catalogueHead } from '#src/features/seo/site-heads.ts';

export const Route = createFileRoute('/explore-scents/_catalogue/search/$keyword/page/$pageNumber')({
  beforeLoad: ({ params, search }) => {
    const keyword = cleanKeyword(params.keyword);
    if (!keyword) throw redirect({ to: '/explore-scents', search, replace: true });
    if (parsePageNumber(params.pageNumber) === null) {
      throw redirect({ to: '/explore-scents/search/$keyword', params: { keyword }, search, replace: true });
    }
  },
  head: ({ match, params }) => catalogueHead(match.context.site.origin, catalogueSpot(params)),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) => context.queryClient.ensureQueryData(productListQueryOptions({ ...deps, ...catalogueSpot(params) })),
  pendingComponent: () => <ProductGridSkeleton />,
  component: SearchPageN,
});

function SearchPageN() {
  return <CatalogueResults query={{ ...Route.useSearch(), ...catalogueSpot(Route.useParams()) }} />;
}
