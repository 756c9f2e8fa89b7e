import * as m from '#messages';
import { GoBackLink } from './go-back-link.tsx';
import { productLoadErrorMessage } from './product-load-error-message.ts';
import * as styles from './product-page.css.ts';

/** `error`: what the load failed with (its message is shown, spec §8); `message`: say this instead. */
export function ProductLoadError({ error, message, onRetry }: { error?: unknown; message?: string; onRetry?: () => void }) {
  return (
    <div className={styles.page}>
      <GoBackLink />
      <div className={styles.errorBox}>
        <h1 className={styles.errorTitle}>{m.scent_not_shown()}</h1>
        <p className={styles.errorText} role="alert">
          {message ?? productLoadErrorMessage(error)}
        </p>
        {onRetry && (
          <button type="button" className={styles.back} onClick={onRetry}>
            {m.try_again()}
          </button>
        )}
      </div>
    </div>
  );
}
