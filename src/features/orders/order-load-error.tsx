import * as m from '#messages';
import { Link } from '@tanstack/react-router';
import { messages } from '#domain/messages.ts';
import { ApiError } from '#src/platform/api-client.ts';
import { Button, buttonClass } from '#src/ui/button.tsx';
import * as styles from './order-load-error.css.ts';

/** An order that cannot be shown: not found (or someone else's), or the network failed. */
export function OrderLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const notFound = error instanceof ApiError && error.status === 404;
  const message = notFound ? messages.orderNotFound : error instanceof ApiError ? error.message : messages.genericError;
  return (
    <section className={styles.page} role="alert">
      <h1 className={styles.title}>{notFound ? m.orders_not_found_title() : m.orders_not_shown_title()}</h1>
      <p className={styles.text}>{message}</p>
      <div className={styles.actions}>
        {notFound ? null : <Button onClick={onRetry}>{m.try_again()}</Button>}
        <Link to="/my-orders" className={buttonClass({ variant: 'secondary' })}>
          {m.account_my_orders()}
        </Link>
      </div>
    </section>
  );
}
