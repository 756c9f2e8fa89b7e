import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import * as m from '#messages';
import { ApiError } from '#src/platform/api-client.ts';
import * as styles from './status-page.css.ts';

/** Any route's error: a readable message and a retry, never a stack trace or a blank page. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  // A page whose code is neither on the device nor reachable (offline before the worker kept it)
  // cannot open: say so plainly (issue 26).
  const notKept = isCodeMissing(error) || (typeof navigator !== 'undefined' && !navigator.onLine);
  const message = error instanceof ApiError ? error.message : notKept ? m.page_not_saved_offline() : m.error_text();
  return (
    <section className={styles.page} role="alert">
      <h1 className={styles.title}>{m.error_title()}</h1>
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
        {m.try_again()}
      </button>
    </section>
  );
}

/** A route's file that could not be fetched (each browser words it its own way). */
const isCodeMissing = (error: unknown) =>
  error instanceof Error && /dynamically imported module|importing a module script failed|unable to preload css|failed to fetch/i.test(error.message);
