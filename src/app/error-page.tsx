import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { shellMessages } from '#domain/shell-messages.ts';
import { ApiError } from '#src/platform/api-client.ts';
import * as styles from './status-page.css.ts';

/** Any route's error: a readable message and a retry, never a stack trace or a blank page. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  // A page whose code is neither on the device nor reachable (offline before the worker kept it)
  // cannot open: say so plainly (issue 26).
  const notKept = isCodeMissing(error) || (typeof navigator !== 'undefined' && !navigator.onLine);
  const message = error instanceof ApiError ? error.message : notKept ? shellMessages.notSavedOffline : 'Something went wrong while showing this page.';
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

/** A route's file that could not be fetched (each browser words it its own way). */
const isCodeMissing = (error: unknown) => error instanceof Error && /dynamically imported module|importing a module script failed|unable to preload css|failed to fetch/i.test(error.message);
