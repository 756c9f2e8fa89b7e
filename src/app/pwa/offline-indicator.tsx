import { messages } from '#domain/messages.ts';
import { useOnlineStatus } from '#src/platform/online-status.ts';
import * as styles from './pwa-layer.css.ts';

/** Says plainly that the device is offline and what still works (DESIGN §4). */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className={styles.offline}>
          <svg className={styles.offlineMark} width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" aria-hidden="true" focusable="false">
            <path d="M2 8.5a16 16 0 0 1 20 0M5.5 12a11 11 0 0 1 13 0M9 15.5a5.5 5.5 0 0 1 6 0M12 19h.01M3 3l18 18" />
          </svg>
          <span>{messages.offline}</span>
        </p>
      )}
    </div>
  );
}
