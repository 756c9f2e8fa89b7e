import { Link } from '@tanstack/react-router';
import * as styles from './status-page.css.ts';

export function NotFoundPage() {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>This page has drifted away</h1>
      <p className={styles.text}>We could not find what you were looking for.</p>
      <Link to="/explore-scents" className={styles.button}>
        Explore Scents
      </Link>
    </section>
  );
}
