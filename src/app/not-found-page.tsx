import * as m from '#messages';
import { Link } from '@tanstack/react-router';
import * as styles from './status-page.css.ts';

export function NotFoundPage() {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{m.page_not_found_title()}</h1>
      <p className={styles.text}>{m.page_not_found()}</p>
      <Link to="/explore-scents" className={styles.button}>
        {m.nav_explore_scents()}
      </Link>
    </section>
  );
}
