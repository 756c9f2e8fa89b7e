import { messages } from '#domain/messages.ts';
import { hideOfflineNote, useOfflineNoteHidden } from './offline-note-hidden.ts';
import * as styles from './pwa-layer.css.ts';

/** "You are offline." in one line at the foot of the screen, until the shopper hides it. */
export function OfflineNote() {
  if (useOfflineNoteHidden()) return null;
  return (
    <p className={styles.offline}>
      <svg
        className={styles.offlineMark}
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M2 8.5a16 16 0 0 1 20 0M5.5 12a11 11 0 0 1 13 0M9 15.5a5.5 5.5 0 0 1 6 0M12 19h.01M3 3l18 18" />
      </svg>
      <span>
        {messages.offline} <span className={styles.offlineMore}>{messages.offlineStillWorks}</span>
      </span>
      <button type="button" className={styles.offlineHide} aria-label={messages.hideOfflineNote} onClick={hideOfflineNote}>
        {/* A character, not a drawing: the note is in the first visit's script. */}
        <span aria-hidden="true">×</span>
      </button>
    </p>
  );
}
