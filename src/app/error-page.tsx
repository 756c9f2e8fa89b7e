import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { offlineMessages } from '#domain/offline-messages.ts';
import { ApiError } from '#src/platform/api-client.ts';
import * as styles from './status-page.css.ts';

/** Any route's error: a readable message and a retry, never a stack trace or a blank page. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  // Offline, a page whose code the device has not kept yet cannot open: say so plainly (issue 26).
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  const message = error instanceof ApiError ? error.message : offline ? offlineMessages.notSavedOffline : 'Something went wrong while showing this page.';
  return (
    <section className={styles.page} role="alert">
      <h1 className={styles.title}>We could not show this page</h1>
      <p className={styles.text}>{message}</p>
      <button
        type="button"
        className={styles.button}
        onClick={() => {
          queryReset.reset();
          reset();
          void router.invalidate();
        }}
      >
        Try again
      </button>
    </section>
  );
}
