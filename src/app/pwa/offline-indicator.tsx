import { useOnlineStatus } from '#src/platform/online-status.ts';
import { OfflineNote } from './offline-note.tsx';

/** Says plainly that the device is offline and what still works (DESIGN §4). */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  return (
    <div role="status" aria-live="polite">
      {online ? null : <OfflineNote />}
    </div>
  );
}
