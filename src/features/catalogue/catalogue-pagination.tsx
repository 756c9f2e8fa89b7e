import { Link } from '@tanstack/react-router';
import * as m from '#messages';
import type { CatalogueFilters } from '#domain/catalogue-urls.ts';
import * as styles from './catalogue-pagination.css.ts';

type CataloguePaginationProps = { page: number; pages: number; keyword: string | undefined; filters: CatalogueFilters };

/** Every page number when there is more than one page (spec §9); links keep keyword and filters. */
export function CataloguePagination({ page, pages, keyword, filters }: CataloguePaginationProps) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav className={styles.nav} aria-label={m.catalogue_pagination()}>
      <ul className={styles.list}>
        {numbers.map((n) => (
          <li key={n}>
            <PageLink n={n} current={n === page} keyword={keyword} filters={filters} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PageLink({ n, current, keyword, filters }: { n: number; current: boolean; keyword: string | undefined; filters: CatalogueFilters }) {
  const common = {
    className: styles.link,
    search: filters,
    'aria-label': m.catalogue_page_number({ n }),
    'aria-current': current ? ('page' as const) : undefined,
    // Always the exact page: the router's own active matching would also mark page 1's link on page 2.
    activeOptions: { exact: true },
  };
  if (keyword) {
    return n === 1 ? (
      <Link to="/explore-scents/search/$keyword" params={{ keyword }} {...common}>
        {n}
      </Link>
    ) : (
      <Link to="/explore-scents/search/$keyword/page/$pageNumber" params={{ keyword, pageNumber: String(n) }} {...common}>
        {n}
      </Link>
    );
  }
  return n === 1 ? (
    <Link to="/explore-scents" {...common}>
      {n}
    </Link>
  ) : (
    <Link to="/explore-scents/page/$pageNumber" params={{ pageNumber: String(n) }} {...common}>
      {n}
    </Link>
  );
}
