import * as m from '#messages';
import { Link, useRouter } from '@tanstack/react-router';
import * as styles from './product-page.css.ts';

/** Back to where the shopper came from (their page and filters); the catalogue on a direct visit. */
export function GoBackLink() {
  const router = useRouter();
  return (
    <Link
      to="/explore-scents"
      className={styles.back}
      onClick={(event) => {
        if (router.history.canGoBack()) {
          event.preventDefault();
          router.history.back();
        }
      }}
    >
      <span aria-hidden="true">←</span> {m.go_back()}
    </Link>
  );
}
