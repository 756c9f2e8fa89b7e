import * as m from '#messages';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { type ReactNode, useEffect } from 'react';
import { messages } from '#domain/messages.ts';
import { formatMoney, toCents } from '#domain/money.ts';
import type { Product } from '#domain/schemas/product.ts';
import { PageHeader } from '#src/ui/page-header.tsx';
import { WithoutJavaScript } from '#src/ui/without-javascript.tsx';
import { savedRows } from './saved-store.ts';
import { refreshSaved } from './saved-sync.ts';
import * as styles from './saved-page.css.ts';

type SavedPageProps = {
  /** The catalogue's card for a scent (the route composes the two features). */
  renderCard: (product: Product) => ReactNode;
  /** Under a sold-out scent: "Notify me" (the restock alerts' feature). */
  renderSoldOut?: (product: Product) => ReactNode;
};

/**
 * /saved: the hearted scents, most recently saved first, read from the device (so it opens
 * offline), with their current price and stock once the list has been read again online.
 */
export function SavedPage({ renderCard, renderSoldOut }: SavedPageProps) {
  const rows = useLiveQuery(savedRows);
  useEffect(() => {
    void refreshSaved(true);
  }, []);
  return (
    <section className={styles.page} aria-labelledby="saved-title">
      <PageHeader title={m.saved_title()} intro={rows && rows.length > 0 ? m.saved_count({ count: rows.length }) : undefined} />
      {/* The server sends this frame (issue 27): without JavaScript the device is never read. */}
      <WithoutJavaScript message={messages.needsJavaScriptToSave} />
      {rows === undefined ? null : rows.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{messages.noSavedScents}</p>
          <p>
            {m.saved_empty_hint()} <Link to="/explore-scents">{m.nav_explore_scents()}</Link>
          </p>
        </div>
      ) : (
        <ul className={styles.grid}>
          {rows.map(({ product }) => (
            <li key={product.id} className={styles.item}>
              {renderCard(product)}
              <p className={styles.price}>{formatMoney(toCents(product.price))}</p>
              {product.countInStock <= 0 ? (
                <p className={styles.soldOut} role="status">
                  {messages.savedOutOfStock}
                </p>
              ) : null}
              {product.countInStock <= 0 ? renderSoldOut?.(product) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
