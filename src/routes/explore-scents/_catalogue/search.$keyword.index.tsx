import { createFileRoute, redirect } from '@tanstack/react-router';
import { productListQueryOptions } from '#src/features/catalogue/catalogue-queries.ts';
import { CatalogueResults } from '#src/features/catalogue/catalogue-results.tsx';
import { cleanKeyword } from '#src/features/catalogue/catalogue-search.ts';
import { ProductGridSkeleton } from '#src/features/catalogue/product-grid.tsx';
import { catalogueHead } from '#src/features/seo/site-heads.ts';

export const Route = createFileRoute('/explore-scents/_catalogue/search/$keyword/')({
  // A blank keyword ('/search/%20') is no search at all.
  beforeLoad: ({ params, search }) => {
    if (!cleanKeyword(params.keyword)) throw redirect({ to: '/explore-scents', search, replace: true });
  },
  head: ({ match, params }) => catalogueHead(match.context.site.origin, { keyword: cleanKeyword(params.keyword), page: 1 }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) =>
    context.queryClient.ensureQueryData(productListQueryOptions({ ...deps, keyword: cleanKeyword(params.keyword), page: 1 })),
  pendingComponent: () => <ProductGridSkeleton />,
  component: SearchPage,
});

function SearchPage() {
  const filters = Route.useSearch();
  const { keyword } = Route.useParams();
  return <CatalogueResults query={{ ...filters, keyword: cleanKeyword(keyword), page: 1 }} />;
}
