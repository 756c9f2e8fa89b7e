import * as m from '#messages';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { messages } from '#domain/messages.ts';
import { ApiError } from '#src/platform/api-client.ts';
import { Button } from '#src/ui/button.tsx';
import * as styles from './order-load-error.css.ts';

/** spec §8 'Error fetching orders', with the reason when it is the network, and a retry. */
export function OrdersLoadError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  return (
    <section className={styles.page} role="alert">
      <h1 className={styles.title}>{messages.ordersFetchError}</h1>
      {error instanceof ApiError && error.isNetwork ? <p className={styles.text}>{error.message}</p> : null}
      <div className={styles.actions}>
        <Button
          onClick={() => {
            queryReset.reset();
            reset();
            void router.invalidate();
          }}
        >
          {m.try_again()}
        </Button>
      </div>
    </section>
  );
}
