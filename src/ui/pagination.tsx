import type { ReactNode } from 'react';
import * as styles from './pagination.css.ts';

export type PageLinkProps = { className: string; 'aria-label': string; 'aria-current': 'page' | undefined; children: ReactNode };

type PaginationProps = {
  page: number;
  pages: number;
  /** Names the navigation landmark, e.g. 'Product pages'. */
  label: string;
  /** Renders the link to page n (the caller knows its routes); spread the props onto it. */
  link: (n: number, props: PageLinkProps) => ReactNode;
};

/** Every page number when there is more than one (spec §9), as 44 px tap targets. */
export function Pagination({ page, pages, label, link }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.list}>
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>{link(n, { className: styles.link, 'aria-label': `Page ${n}`, 'aria-current': n === page ? 'page' : undefined, children: n })}</li>
        ))}
      </ul>
    </nav>
  );
}
