import { createFileRoute, redirect } from '@tanstack/react-router';
import { productListQueryOptions } from '#src/features/catalogue/catalogue-queries.ts';
import { CatalogueResults } from '#src/features/catalogue/catalogue-results.tsx';
import { parsePageNumber } from '#src/features/catalogue/catalogue-search.ts';
import { ProductGridSkeleton } from '#src/features/catalogue/product-grid.tsx';
import { catalogueHead } from '#src/features/seo/site-heads.ts';

export const Route = createFileRoute('/explore-scents/_catalogue/page/$pageNumber')({
  // '/page/abc' or '/page/0' is a mistyped link, not an error: show the first page.
  beforeLoad: ({ params, search }) => {
    if (parsePageNumber(params.pageNumber) === null) throw redirect({ to: '/explore-scents', search, replace: true });
  },
  head: ({ match, params }) => catalogueHead(match.context.site.origin, { page: parsePageNumber(params.pageNumber) ?? 1 }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) =>
    context.queryClient.ensureQueryData(productListQueryOptions({ ...deps, page: parsePageNumber(params.pageNumber) ?? 1 })),
  pendingComponent: () => <ProductGridSkeleton />,
  component: CataloguePageN,
});

function CataloguePageN() {
  const filters = Route.useSearch();
  const { pageNumber } = Route.useParams();
  return <CatalogueResults query={{ ...filters, page: parsePageNumber(pageNumber) ?? 1 }} />;
}
