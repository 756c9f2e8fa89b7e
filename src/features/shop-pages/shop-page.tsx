import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import type { ShopPageView } from '#domain/schemas/shop-page.ts';
import * as styles from './shop-page.css.ts';

/**
 * One of the shop's own pages (issue 27, point 8): its words are HTML the server rendered from the
 * owner's Markdown (server/shop-pages), shown as they are; `children` follow them (the contact form).
 */
export function ShopPage({ page, children }: { page: ShopPageView; children?: ReactNode }) {
  const router = useRouter();
  // A link to another page of the shop stays in the app, as the footer's do.
  const followLink = (event: MouseEvent<HTMLElement>) => {
    const href = (event.target as Element).closest('a')?.getAttribute('href');
    if (!href || !/^\/(?!\/)/.test(href) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <div className={styles.page}>
      {/* The links inside are the controls (keyboard included: Enter on a link is a click); this only routes them. */}
      <article className={styles.prose} onClick={followLink} dangerouslySetInnerHTML={{ __html: page.html }} />
      {children}
    </div>
  );
}
