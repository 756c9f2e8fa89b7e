import { formatDate } from '#domain/format.ts';
import { messages } from '#domain/messages.ts';
import { useOnlineStatus } from '#src/platform/online-status.ts';
import * as styles from './device-data-note.css.ts';

type DeviceDataNoteProps = {
  /** When the device answered: when the oldest scent shown was last seen online. */
  savedAt: number | undefined;
  /** When the query last got its data (a persisted answer restored offline). */
  updatedAt: number;
};

/**
 * "Prices as of …" (DESIGN §4): shown whenever what is on screen may be older than the server's.
 * Online with the server's answer it is still in the page, hidden unless `html[data-offline]`:
 * a page kept by the service worker and opened offline shows it from its first paint, before
 * hydration tells React the device is offline, so the list below it never moves (issue 27).
 */
export function DeviceDataNote({ savedAt, updatedAt }: DeviceDataNoteProps) {
  const online = useOnlineStatus();
  const asOf = savedAt ?? updatedAt;
  return (
    <p className={online && savedAt === undefined ? styles.noteWhenOffline : styles.note} role="note">
      {/* An answer without a time says today's date: a later render saying a later day is right. */}
      {/* eslint-disable-next-line react-hooks/purity */}
      {messages.pricesAsOf(formatDate(new Date(Number.isFinite(asOf) ? asOf : Date.now())))}
    </p>
  );
}
