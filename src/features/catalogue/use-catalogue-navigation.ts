import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { CatalogueFilters } from '#domain/catalogue-urls.ts';

/**
 * Where the catalogue goes when the shopper searches or filters. A new keyword or filter
 * always starts again at page 1 (page 3 of the old result may not exist in the new one);
 * filters survive a new keyword and a keyword survives new filters.
 */
export function useCatalogueNavigation(keyword: string | undefined, filters: CatalogueFilters) {
  const navigate = useNavigate();

  const search = useCallback(
    (next: string, { replace }: { replace: boolean }) => {
      const kw = next.trim();
      if (kw) void navigate({ to: '/explore-scents/search/$keyword', params: { keyword: kw }, search: filters, replace });
      else void navigate({ to: '/explore-scents', search: filters, replace });
    },
    [navigate, filters],
  );

  const filter = useCallback(
    (nextFilters: CatalogueFilters) => {
      if (keyword) void navigate({ to: '/explore-scents/search/$keyword', params: { keyword }, search: nextFilters });
      else void navigate({ to: '/explore-scents', search: nextFilters });
    },
    [navigate, keyword],
  );

  return { search, filter, clearFilters: useCallback(() => filter({}), [filter]) };
}
