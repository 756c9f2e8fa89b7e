import * as m from '#messages';
import { messages } from '#domain/messages.ts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { CatalogueQuery } from '#domain/catalogue-urls.ts';
import { productListQueryOptions } from './catalogue-queries.ts';
import { CataloguePagination } from './catalogue-pagination.tsx';
import { DeviceDataNote } from './device-data-note.tsx';
import { hasFilters } from './catalogue-search.ts';
import { ProductGrid } from './product-grid.tsx';
import { useCatalogueNavigation } from './use-catalogue-navigation.ts';
import * as styles from './catalogue-results.css.ts';

/** One page of results; the route's loader has already asked for the same query. */
export function CatalogueResults({ query }: { query: CatalogueQuery }) {
  const { data, dataUpdatedAt } = useSuspenseQuery(productListQueryOptions(query));
  const { keyword, page, ...filters } = query;
  const navigation = useCatalogueNavigation(keyword, filters);

  const note = <DeviceDataNote savedAt={data.savedAt} updatedAt={dataUpdatedAt} />;

  if (data.products.length === 0) {
    const pastTheEnd = data.total > 0;
    return (
      <div className={styles.empty} role="status">
        {note}
        <svg className={styles.emptyMark} width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
          <path
            d="M22 8h12v6H22zM24 14h8v5h-8zM16 26a8 7 0 0 1 8-7h8a8 7 0 0 1 8 7v18a4 4 0 0 1-4 4H20a4 4 0 0 1-4-4z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.4"
          />
        </svg>
        <h2 className={styles.emptyTitle}>{pastTheEnd ? m.catalogue_past_end_title() : m.catalogue_none_title()}</h2>
        <p className={styles.emptyText}>{pastTheEnd ? m.catalogue_past_end({ pages: data.pages }) : m.catalogue_none()}</p>
        <div className={styles.emptyActions}>
          {hasFilters(filters) && (
            <button type="button" className={styles.action} onClick={navigation.clearFilters}>
              {m.catalogue_remove_filters()}
            </button>
          )}
          <Link to="/explore-scents" className={hasFilters(filters) ? styles.secondary : styles.action}>
            {m.catalogue_see_every_scent()}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <>
      {note}
      <p className={styles.count} role="status">
        {m.catalogue_scent_count({ count: data.total })}
        {data.pages > 1 ? ` · ${m.catalogue_page_of({ page: data.page, pages: data.pages })}` : ''}
      </p>
      <ProductGrid products={data.products} />
      <CataloguePagination page={data.page} pages={data.pages} keyword={keyword} filters={filters} />
      {/* Said once, under the list (issue 27): US shoppers read "$" as their own dollars. */}
      <p className={styles.currencyNote}>{messages.pricesInCad}</p>
    </>
  );
}
