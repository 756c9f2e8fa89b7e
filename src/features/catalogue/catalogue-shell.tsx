import * as m from '#messages';
import { localizedPath } from '#domain/i18n/locales.ts';
import { locale } from '#src/platform/locale.ts';
import type { ReactNode } from 'react';
import { type CatalogueFilters as Filters, cataloguePath } from '#domain/catalogue-urls.ts';
import { CatalogueFilters } from './catalogue-filters.tsx';
import { hasFilters } from './catalogue-search.ts';
import { SearchBox } from './search-box.tsx';
import { useCatalogueNavigation } from './use-catalogue-navigation.ts';
import * as styles from './catalogue-shell.css.ts';

type CatalogueShellProps = { keyword: string | undefined; filters: Filters; children: ReactNode };

/**
 * Banner, search and filters around the results. It stays mounted while the results below
 * change route, so the search box keeps its focus and text as the shopper types.
 */
export function CatalogueShell({ keyword, filters, children }: CatalogueShellProps) {
  const navigation = useCatalogueNavigation(keyword, filters);
  const filtered = Boolean(keyword) || hasFilters(filters);
  return (
    <>
      <section className={styles.banner} aria-labelledby="catalogue-heading">
        <svg className={styles.rings} viewBox="0 0 200 200" aria-hidden="true" focusable="false">
          {[20, 38, 56, 74, 92].map((r) => (
            <circle key={r} cx="100" cy="100" r={r} fill="none" stroke="currentColor" strokeWidth="0.6" />
          ))}
        </svg>
        <p className={styles.eyebrow}>{m.catalogue_eyebrow()}</p>
        <h1 id="catalogue-heading" className={styles.title}>
          {filtered ? m.catalogue_title_filtered() : m.catalogue_title()}
        </h1>
        <p className={styles.lead}>{keyword ? m.catalogue_lead_search({ keyword }) : m.catalogue_lead()}</p>
      </section>
      <div className={styles.content}>
        <div className={styles.toolbar}>
          <SearchBox keyword={keyword} onSearch={navigation.search} />
          <CatalogueFilters
            filters={filters}
            action={localizedPath(locale, cataloguePath({ keyword }))}
            onChange={navigation.filter}
            onClear={navigation.clearFilters}
          />
        </div>
        {children}
      </div>
    </>
  );
}
