import { createFileRoute, Outlet, useParams } from '@tanstack/react-router';
import { cleanKeyword, validateCatalogueSearch } from '#src/features/catalogue/catalogue-search.ts';
import { CatalogueShell } from '#src/features/catalogue/catalogue-shell.tsx';

// Pathless layout for the four catalogue URLs: the banner, search box and filters stay
// mounted while the results change route underneath.
export const Route = createFileRoute('/explore-scents/_catalogue')({
  validateSearch: validateCatalogueSearch,
  component: CatalogueLayout,
});

function CatalogueLayout() {
  const filters = Route.useSearch();
  const { keyword } = useParams({ strict: false });
  return (
    <CatalogueShell keyword={cleanKeyword(keyword)} filters={filters}>
      <Outlet />
    </CatalogueShell>
  );
}
