import { useEffect } from 'react';
import { messages } from '#domain/messages.ts';
import { dismissOfflineReady, useOfflineReadyNote } from './offline-ready-state.ts';
import * as styles from './pwa-layer.css.ts';

const SHOWN_MS = 8000;

/** "Ready to use offline", once on a device, quietly at the foot of the page (issue 26). */
export function OfflineReadyNote() {
  const showing = useOfflineReadyNote();
  useEffect(() => {
    if (!showing) return;
    const timer = window.setTimeout(dismissOfflineReady, SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [showing]);
  return (
    <div role="status" aria-live="polite">
      {showing ? (
        <p className={styles.ready}>
          <svg
            className={styles.offlineMark}
            width="16"
            height="16"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
          <span>{messages.readyOffline}</span>
        </p>
      ) : null}
    </div>
  );
}
