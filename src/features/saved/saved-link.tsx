import * as m from '#messages';
import { Link } from '@tanstack/react-router';
import * as styles from '#src/ui/header-icon-button.css.ts';
import { useSavedIds } from './saved-ids.ts';

/** The navbar's way to /saved, one tap on a phone: named 'Saved', with the count when there is one. */
export function SavedLink() {
  const count = useSavedIds().size;
  return (
    <Link to="/saved" className={styles.button} aria-label={count > 0 ? `${m.saved_link()}, ${count}` : m.saved_link()}>
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 20.3s-7.5-4.6-7.5-10.1A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.6c0 5.5-7.5 10.1-7.5 10.1Z" />
      </svg>
      {/* The badge keeps its place at 0 too (hidden): the count arriving after hydration moves nothing. */}
      <span className={styles.badge} aria-hidden="true" style={count > 0 ? undefined : { visibility: 'hidden' }}>
        {count}
      </span>
    </Link>
  );
}
